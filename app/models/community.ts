import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { withBranding } from '#models/mixins/with_branding'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column, manyToMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import Organization from '#models/organization'
import Module from '#models/module'
import ImpactArea from '#models/impact_area'
import Industry from '#models/industry'
import { jsonColumn, type Address, type ContactBlock, type Links } from '#models/json_column'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

/** A community of an organization; org-admins work inside one at a time. */
export default class Community extends compose(
  BaseModel,
  withUid,
  withTenantScope('organization'),
  withTimestamps,
  withBranding,
  withAuditTrail('community', {
    owner: (row) => ({ organizationId: row.organizationId, communityId: row.id }),
    settings: ['branding', 'intro', 'links', 'public_contact'],
  })
) {
  /** The communities of one organization: its id, or a query giving it (`Organization.idForTenant`). */
  static ofOrganization = scope(
    (
      query: ModelQueryBuilderContract<LucidModel>,
      organization: number | DatabaseQueryBuilderContract | ModelQueryBuilderContract<any>
    ) => {
      if (typeof organization === 'number') query.where('communities.organization_id', organization)
      else query.whereIn('communities.organization_id', organization)
    }
  )

  /**
   * The community of a public URL's slug when it has the events module (the events answer and
   * its images, registrations). Not the tenant scope: a public request has no session.
   */
  static withEventsAt = scope((query: ModelQueryBuilderContract<LucidModel>, slug: string) => {
    // Typed as any model's query (Event's scope uses this one: its own type would be circular).
    ;(query as unknown as ModelQueryBuilderContract<typeof Community>)
      .where('communities.slug', slug)
      .whereHas('modules', (modules) => modules.where('modules.slug', Module.EVENTS))
  })

  /** Its main impact areas (no parent), ids only, in id order (the communities tab's column). */
  static withMainImpactAreas = scope((query: ModelQueryBuilderContract<typeof Community>) => {
    query.preload('impactAreas', (areas) =>
      areas.select('id').whereNull('impact_areas.parent_id').orderBy('impact_areas.id')
    )
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organizationId: number

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare description: string | null

  @column()
  declare url: string | null

  @column()
  declare intro: string | null

  @jsonColumn()
  declare links: Links

  @jsonColumn()
  declare address: Address

  @column()
  declare latitude: number | null

  @column()
  declare longitude: number | null

  @jsonColumn()
  declare technicalAdministratorContact: ContactBlock

  @jsonColumn()
  declare publicContact: ContactBlock

  @belongsTo(() => Organization)
  declare organization: BelongsTo<typeof Organization>

  @manyToMany(() => Module, { pivotTable: 'community_modules' })
  declare modules: ManyToMany<typeof Module>

  /** Main and child impact areas (a child only together with its main area). */
  @manyToMany(() => ImpactArea, { pivotTable: 'community_impact_areas' })
  declare impactAreas: ManyToMany<typeof ImpactArea>

  @manyToMany(() => Industry, { pivotTable: 'community_industries' })
  declare activityDomains: ManyToMany<typeof Industry>
}
