import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { I18n } from '@adonisjs/i18n'
import env from '#start/env'
import Community from '#models/community'
import Contact from '#models/contact'
import Invoice from '#models/invoice'
import { communityScope } from '#models/mixins/with_tenant_scope'
import ImpactArea from '#models/impact_area'
import type Organization from '#models/organization'
import { SLUG_MAX, SLUG_MIN, slugify } from '#services/shared/slug'
import { ImageService } from '#services/images/image_service'
import { refuseDuplicate } from '#services/shared/db_errors'
import { fieldError } from '#validators/shared/field_error'
import Module from '#models/module'
import { AuditService } from '#services/audit/audit_service'
import { GdprTrail } from '#services/gdpr/gdpr_trail'

export interface CommunityInput {
  name: string
  description: string
  impactAreas?: number[]
}

let mainImpactAreaOptions: Promise<{ value: number; label: string }[]> | undefined

export class CommunityService {
  static domain() {
    return env.get('COMMUNITY_DOMAIN') || null
  }

  static displayDomain() {
    return this.domain() ?? new URL(env.get('APP_URL')).host
  }

  static urlFor(slug: string) {
    const domain = this.domain()
    return domain ? `https://${slug}.${domain}` : null
  }

  static modules() {
    return Module.query().orderBy('id')
  }

  /** Any community's, not the tenant's: a slug is unique on the whole platform (its subdomain). */
  static async isSlugTaken(slug: string) {
    return !!(await Community.query().where('slug', slug).select('id').first())
  }

  static async check(typed: string) {
    const slug = slugify(typed)
    if (slug.length < SLUG_MIN) return { available: false, slug }
    return { available: !(await this.isSlugTaken(slug)), slug }
  }

  static async suggest(name: string) {
    const base = slugify(name)
    if (base.length < SLUG_MIN) return { slug: base }
    for (let n = 1; n < 1000; n++) {
      const suffix = n === 1 ? '' : `-${n}`
      const slug = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`
      if (!(await this.isSlugTaken(slug))) return { slug }
    }
    return { slug: base }
  }

  static async mainImpactAreaIds(ids: number[]) {
    if (ids.length === 0) return []
    const rows = await ImpactArea.query().whereIn('id', ids).whereNull('parent_id').select('id')
    return rows.map((row) => row.id)
  }

  /** Reference data no screen edits: read once per process. */
  static mainImpactAreaOptions() {
    mainImpactAreaOptions ??= ImpactArea.query()
      .whereNull('parent_id')
      .orderBy('name')
      .then((areas) => areas.map((area) => ({ value: area.id, label: area.name })))
      .catch((error) => {
        mainImpactAreaOptions = undefined
        throw error
      })
    return mainImpactAreaOptions
  }

  static slugTakenError(slug: string, i18n: I18n) {
    return fieldError(
      'slug',
      'community_slug.unavailable',
      i18n.t('validator.shared.messages.community_slug.unavailable', { value: slug })
    )
  }

  static async create(
    organization: Organization,
    data: CommunityInput & { slug: string },
    i18n: I18n
  ) {
    return refuseDuplicate(
      () =>
        db.transaction(async (trx) => {
          const community = await Community.create(
            {
              organizationId: organization.id,
              name: data.name,
              slug: data.slug,
              description: data.description,
              url: this.urlFor(data.slug),
            },
            { client: trx }
          )
          await this.syncMainImpactAreas(community, data.impactAreas ?? [], trx)
          return community
        }),
      () => this.slugTakenError(data.slug, i18n)
    )
  }

  static async update(community: Community, data: CommunityInput) {
    await db.transaction(async (trx) => {
      community.useTransaction(trx)
      community.merge({ name: data.name, description: data.description })
      await community.save()
      if (data.impactAreas) {
        const before = await this.linkedNames(community, 'impactAreas', trx)
        await this.syncMainImpactAreas(community, data.impactAreas, trx)
        await this.recordImpactAreas(community, before, trx)
      }
    })
  }

  /**
   * An org-admin whose current community it was falls back to another one. Its contacts go with
   * it, and their audit entries lose the people's data (docs/security.md, "A contact's delete").
   * Refused while it has invoices (`{ invoices }` says how many): issued invoices are kept as the
   * accounting law asks, and the organization's series go on from them.
   */
  static async destroy(community: Community): Promise<{ invoices: number }> {
    const images = [community.logo, community.cover]
    const result = await db.transaction(async (trx) => {
      // The community's row locked first: no invoice is issued in it while it is deleted.
      await Community.query({ client: trx }).where('id', community.id).forUpdate().first()
      const invoices = await Invoice.forTenant(communityScope(community.id))
        .useTransaction(trx)
        .count('* as total')
        .first()
      const total = Number(invoices?.$extras.total ?? 0)
      if (total > 0) return { invoices: total }
      community.useTransaction(trx)
      // Its contacts go with it; their entries are redacted (docs/security.md, "A contact's delete").
      await GdprTrail.removeContacts(
        Contact.forTenant(communityScope(community.id)).useTransaction(trx),
        trx,
        () => community.delete()
      )
      return { invoices: 0 }
    })
    if (result.invoices === 0) {
      for (const key of images) await ImageService.delete(key).catch(() => {})
    }
    return result
  }

  /** The child areas of a main area that stays are kept, those of a removed one go with it. */
  private static async syncMainImpactAreas(
    community: Community,
    mainIds: number[],
    trx: TransactionClientContract
  ) {
    const impactAreas = community.related('impactAreas')
    const current = await impactAreas
      .query()
      .useTransaction(trx)
      .select('impact_areas.id', 'impact_areas.parent_id')
    const keep = current
      .filter((area) => area.parentId !== null && mainIds.includes(area.parentId))
      .map((area) => area.id)
    await impactAreas.sync([...new Set([...mainIds, ...keep])], true, trx)
  }

  /** The module switched on or off, and the community's modules before → after in the log. */
  static async setModule(community: Community, module: Module, isActive: boolean) {
    await db.transaction(async (trx) => {
      const before = await this.linkedNames(community, 'modules', trx)
      if (isActive) {
        // Raw: Lucid's attach has no "on conflict", and a switch sent twice is not an error.
        await trx.rawQuery(
          `insert into community_modules (community_id, module_id) values (?, ?)
           on conflict (community_id, module_id) do nothing`,
          [community.id, module.id]
        )
      } else {
        await community.related('modules').detach([module.id], trx)
      }
      await AuditService.recordSettings({
        record: { type: 'community', id: community.id, label: community.name },
        changes: { modules: [before, await this.linkedNames(community, 'modules', trx)] },
        organizationId: community.organizationId,
        communityId: community.id,
        client: trx,
      })
    })
  }

  /**
   * The names of a community's linked rows (its modules, impact areas, activity domains),
   * sorted: a settings change's before → after.
   */
  static async linkedNames(
    community: Community,
    relation: 'modules' | 'impactAreas' | 'activityDomains',
    trx: TransactionClientContract
  ) {
    const { table } = Community.$getRelation(relation).relatedModel()
    const rows: { name: string }[] = await community
      .related(relation as 'modules')
      .query()
      .useTransaction(trx)
      .select(`${table}.name`)
      .orderBy(`${table}.name`)
    return rows.map((row) => row.name)
  }

  /** The impact areas' change on its own (the community's columns are the model's entry). */
  static async recordImpactAreas(
    community: Community,
    before: string[],
    trx: TransactionClientContract,
    extra: Record<string, [unknown, unknown]> = {}
  ) {
    await AuditService.recordSettings({
      record: { type: 'community', id: community.id, label: community.name },
      changes: {
        impact_areas: [before, await this.linkedNames(community, 'impactAreas', trx)],
        ...extra,
      },
      organizationId: community.organizationId,
      communityId: community.id,
      client: trx,
    })
  }
}
