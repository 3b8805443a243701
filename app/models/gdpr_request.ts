import { compose } from '@adonisjs/core/helpers'
import type { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { withTimestamps } from '#models/mixins/with_timestamps'
import Contact from '#models/contact'
import User from '#models/user'

/** access (a copy of the data, art. 15 and 20), erasure (17), rectification (16), objection (21). */
export const GDPR_REQUEST_KINDS = ['access', 'erasure', 'rectification', 'objection'] as const
export type GdprRequestKind = (typeof GDPR_REQUEST_KINDS)[number]

/**
 * A data subject's request in the organization's register (docs/security.md, "GDPR requests and
 * consent"): who asked, when it was received, what, the contact it concerns, the due day (one
 * month after receipt) and when and by whom it was answered.
 */
export default class GdprRequest extends compose(
  BaseModel,
  withUid,
  withTenantScope('organization'),
  withTimestamps
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organizationId: number

  @column()
  declare communityId: number | null

  @column()
  declare contactId: number | null

  @belongsTo(() => Contact)
  declare contact: BelongsTo<typeof Contact>

  @column()
  declare kind: GdprRequestKind

  @column()
  declare requesterName: string

  @column()
  declare requesterEmail: string | null

  @column.date()
  declare receivedOn: DateTime

  @column.date()
  declare dueOn: DateTime

  @column.dateTime()
  declare doneAt: DateTime | null

  @column()
  declare doneBy: number | null

  @belongsTo(() => User, { foreignKey: 'doneBy' })
  declare doneByUser: BelongsTo<typeof User>

  @column()
  declare note: string

  @column()
  declare createdBy: number | null
}
