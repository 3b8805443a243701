import { BaseTransformer } from '@adonisjs/core/transformers'
import type Invitation from '#models/invitation'

export default class InvitationTransformer extends BaseTransformer<Invitation> {
  static readonly objectFields = [
    'uid',
    'id',
    'organizationName',
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'deliveredAt',
    'verifiedAt',
    'expiresAt',
  ] as const satisfies readonly (keyof Invitation)[]

  toObject() {
    const invitation = this.resource
    return {
      ...this.pick(invitation, ['uid', 'id']),
      ...this.toRegistration(),
      deliveredAt: invitation.deliveredAt?.toISO() ?? null,
      verifiedAt: invitation.verifiedAt?.toISO() ?? null,
      expired: invitation.isPending && invitation.isExpired,
    }
  }

  toRegistration() {
    return this.pick(this.resource, [
      'organizationName',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
    ])
  }
}
