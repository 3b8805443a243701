import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { withBranding } from '#models/mixins/with_branding'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import Community from '#models/community'
import Industry from '#models/industry'
import Niche from '#models/niche'
import { jsonColumn, type BillingInfo, type ContactBlock } from '#models/json_column'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

export default class Organization extends compose(
  BaseModel,
  withUid,
  // The organization itself is the scope: an org-admin's own, any for a super-admin.
  withTenantScope('organization', { column: 'id' }),
  withTimestamps,
  withBranding,
  withAuditTrail('organization', {
    owner: (row) => ({ organizationId: row.id }),
    settings: ['branding', 'two_factor_required'],
  })
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  /** URL-safe identifier ("Identificator"), unique, fixed once created. */
  @column()
  declare slug: string

  /** Every org-admin of the organization must use two-factor sign-in (docs/security.md). */
  @column()
  declare twoFactorRequired: boolean

  @column()
  declare url: string | null

  @column()
  declare industryId: number | null

  @jsonColumn()
  declare billingInfo: BillingInfo

  @jsonColumn()
  declare legalRepresentativeContact: ContactBlock

  @jsonColumn()
  declare technicalAdministratorContact: ContactBlock

  @hasMany(() => Community)
  declare communities: HasMany<typeof Community>

  @belongsTo(() => Industry)
  declare industry: BelongsTo<typeof Industry>

  @manyToMany(() => Niche, { pivotTable: 'organization_niches' })
  declare niches: ManyToMany<typeof Niche>
}
