import { compose } from '@adonisjs/core/helpers'
import type { DateTime } from 'luxon'
import { BaseModel, column, scope } from '@adonisjs/lucid/orm'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { withTenantScope } from '#models/mixins/with_tenant_scope'

/**
 * One entry of the audit trail (docs/security.md, "Audit trail"). Read only: entries are
 * written by `AuditService.record` and the database refuses to change or delete them. An
 * org-admin reads their organization's, a super-admin every one (platform entries included).
 */
export default class AuditEntry extends compose(BaseModel, withTenantScope('organization')) {
  static table = 'audit_entries'

  /** A super-admin's log narrowed to one organization. */
  static ofOrganization = scope(
    (
      query: ModelQueryBuilderContract<LucidModel>,

      organizationId: number | ModelQueryBuilderContract<LucidModel, any>
    ) => {
      query.where('audit_entries.organization_id', organizationId)
    }
  )

  /** A record's timeline: its entries whatever the level they were written at. */
  static ofRecord = scope(
    (query: ModelQueryBuilderContract<LucidModel>, type: string, id: number) => {
      query.where('audit_entries.record_type', type).where('audit_entries.record_id', id)
    }
  )

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organizationId: number | null

  @column()
  declare communityId: number | null

  @column()
  declare userId: number | null

  @column()
  declare userName: string | null

  @column()
  declare userEmail: string | null

  @column()
  declare action: string

  @column()
  declare recordType: string | null

  @column()
  declare recordId: number | null

  @column()
  declare recordLabel: string | null

  @column()
  declare changes: {
    fields?: Record<string, [unknown, unknown]>
    details?: Record<string, unknown>
  } | null

  @column()
  declare ip: string | null

  @column()
  declare userAgent: string | null

  @column.dateTime()
  declare createdAt: DateTime
}
