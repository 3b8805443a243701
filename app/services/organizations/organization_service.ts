import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Organization from '#models/organization'
import Community from '#models/community'
import Invitation from '#models/invitation'
import type { ContactBlock } from '#models/json_column'
import User from '#models/user'
import { ImageService } from '#services/images/image_service'
import { slugify } from '#services/shared/slug'
import { isUniqueViolation } from '#services/shared/db_errors'
import { AuditService } from '#services/audit/audit_service'

export const DEFAULT_COUNTRY = 'România'

/** Room left for the -N suffix inside the 100-character slug column. */
const SLUG_BASE_MAX = 90

export class OrganizationService {
  /** Every organization's slugs, not the tenant's: a slug is unique on the whole platform. */
  static async uniqueSlug(name: string, client?: TransactionClientContract) {
    const base = slugify(name, SLUG_BASE_MAX) || 'organizatie'
    const rows = await Organization.query({ client })
      .where('slug', base)
      .orWhere('slug', 'like', `${base}-%`)
      .select('slug')
    const taken = new Set(rows.map((row) => row.slug))
    if (!taken.has(base)) return base
    let n = 2
    while (taken.has(`${base}-${n}`)) n++
    return `${base}-${n}`
  }

  /** A slug taken by a request at the same moment is tried again. */
  static async create(input: { name: string; legalRepresentative?: ContactBlock }) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await Organization.create({
          name: input.name,
          slug: await OrganizationService.uniqueSlug(input.name),
          billingInfo: { country: DEFAULT_COUNTRY },
          legalRepresentativeContact: input.legalRepresentative ?? {},
          technicalAdministratorContact: {},
          branding: {},
        })
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error
      }
    }
  }

  static communityCount(organization: Organization) {
    return Community.query()
      .withScopes((scopes) => scopes.ofOrganization(organization.id))
      .count('* as total')
      .then((rows) => Number(rows[0].$extras.total))
  }

  /**
   * The organization's industry and niches (none without an industry). The industry is the
   * model's own entry; the niches, a pivot, are a "settings changed" entry of their names before
   * → after, in the same transaction (docs/security.md, "Audit trail").
   */
  static async setIndustry(
    organization: Organization,
    industryId: number | null,
    nicheIds: number[]
  ) {
    await db.transaction(async (trx) => {
      const names = async () => {
        const rows = await organization
          .related('niches')
          .query()
          .useTransaction(trx)
          .select('niches.name')
          .orderBy('niches.name')
        return rows.map((row) => row.name)
      }
      const before = await names()
      organization.useTransaction(trx)
      organization.industryId = industryId
      await organization.save()
      await organization.related('niches').sync(industryId ? nicheIds : [])
      await AuditService.recordSettings({
        record: { type: 'organization', id: organization.id, label: organization.name },
        changes: { niches: [before, await names()] },
        organizationId: organization.id,
        client: trx,
      })
    })
  }

  /** Refused while communities exist; accepted invitations stay, with the organization's name. */
  static async destroy(organization: Organization): Promise<{ communities: number }> {
    const result = await db.transaction(async (trx: TransactionClientContract) => {
      // So that no community is added while it is deleted.
      await Organization.query({ client: trx }).where('id', organization.id).forUpdate().first()
      const [{ $extras }] = await Community.query({ client: trx })
        .withScopes((scopes) => scopes.ofOrganization(organization.id))
        .count('* as total')
      const total = Number($extras.total)
      if (total > 0) return { communities: total }
      await User.rolesInOrganization(organization.id, trx).delete()
      await Invitation.query({ client: trx })
        .withScopes((scopes) => scopes.ofOrganization(organization.id))
        .whereNull('verified_at')
        .delete()
      await Invitation.query({ client: trx })
        .withScopes((scopes) => scopes.ofOrganization(organization.id))
        .update({ organization_id: null })
      await Organization.query({ client: trx }).where('id', organization.id).delete()
      return { communities: 0 }
    })
    if (result.communities === 0) {
      await ImageService.delete(organization.logo).catch(() => {})
      await ImageService.delete(organization.cover).catch(() => {})
    }
    return result
  }

  static administrators(organizationId: number) {
    return User.query()
      .withScopes((scopes) => scopes.ofOrganization(organizationId))
      .preload('roles')
      .orderBy('last_name')
      .orderBy('first_name')
  }
}
