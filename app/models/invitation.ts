import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { withPersonName } from '#models/mixins/with_person_name'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, beforeSave, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { RoleName } from '#models/role'
import Organization from '#models/organization'
import User from '#models/user'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

/** Pending while `verifiedAt` is empty: it can then be sent again or deleted. */
export default class Invitation extends compose(
  BaseModel,
  withUid,
  withTenantScope('organization'),
  withTimestamps,
  withPersonName,
  withAuditTrail('invitation', {
    label: (row) => row.email,
    name: (action) => (action === 'create' ? 'user_invite' : action),
  })
) {
  static ofOrganization = scope(
    (query: ModelQueryBuilderContract<LucidModel>, organizationId: number) => {
      query.where('invitations.organization_id', organizationId)
    }
  )

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column()
  declare phoneNumber: string

  @column()
  declare organizationId: number | null

  @column()
  declare organizationName: string | null

  @column()
  declare role: RoleName

  @column({ serializeAs: null })
  declare tokenHash: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare deliveredAt: DateTime | null

  @column.dateTime()
  declare verifiedAt: DateTime | null

  @column({ columnName: 'invited_by' })
  declare invitedBy: number | null

  @column()
  declare userId: number | null

  @belongsTo(() => Organization)
  declare organization: BelongsTo<typeof Organization>

  @belongsTo(() => User, { foreignKey: 'invitedBy' })
  declare inviter: BelongsTo<typeof User>

  get isPending() {
    return this.verifiedAt === null
  }

  get isExpired() {
    return this.expiresAt <= DateTime.now()
  }

  /** Stored lower-case, like users' addresses. */
  @beforeSave()
  static normaliseEmail(invitation: Invitation) {
    if (invitation.$dirty.email) invitation.email = invitation.email.trim().toLowerCase()
  }
}
