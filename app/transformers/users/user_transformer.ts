import { urlFor } from '@adonisjs/core/services/url_builder'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import type { RoleName } from '#models/role'
import { imageUrl } from '#services/images/image_urls'

const ROW_ATTRIBUTES = [
  'uid',
  'firstName',
  'lastName',
  'status',
  'email',
  'phoneNumber',
] as const satisfies readonly (keyof User)[]

/** Never a secret. */
export default class UserTransformer extends BaseTransformer<User> {
  static readonly listRowFields = [...ROW_ATTRIBUTES, 'id'] as const

  constructor(
    resource: User,
    protected role: RoleName | null = null
  ) {
    super(resource)
  }

  toObject() {
    return {
      ...this.pick(this.resource, [
        'uid',
        'firstName',
        'lastName',
        'fullName',
        'email',
        'phoneNumber',
        'locale',
      ]),
      role: this.role,
      avatarUrl: imageUrl('user.avatar', this.resource),
    }
  }

  /** Roles preloaded. */
  toRow() {
    return {
      ...this.pick(this.resource, [...ROW_ATTRIBUTES]),
      roles: this.resource.roles.map((role) => ({ name: role.name })),
    }
  }

  /** Needs `role_name` selected by the query. */
  toListRow() {
    return {
      ...this.pick(this.resource, [...UserTransformer.listRowFields]),
      role: (this.resource.$extras.role_name as string | null) ?? null,
    }
  }

  toAccount() {
    return {
      ...this.pick(this.resource, ['firstName', 'lastName', 'email']),
      phoneNumber: this.resource.phoneNumber ?? '',
    }
  }

  /** Roles preloaded. */
  toAdminForm() {
    const user = this.resource
    const documentUrl = imageUrl('user.document', user)
    return {
      ...this.toAccount(),
      ...this.pick(user, ['uid', 'id', 'status']),
      roles: user.roles.map((role) => ({ name: role.name })),
      verifiedAt: user.verifiedAt?.toISO() ?? null,
      document: documentUrl
        ? { url: documentUrl, downloadUrl: urlFor('admin.files.download', { uid: user.uid }) }
        : null,
    }
  }
}
