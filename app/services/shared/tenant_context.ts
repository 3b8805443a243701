import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { RoleName } from '#models/role'
import type User from '#models/user'
import Organization from '#models/organization'
import Community from '#models/community'
import { findByUidOr404 } from '#services/shared/find_by_uid'

/**
 * Who is asking, and for which tenant. Resolved once per request by
 * TenantContextMiddleware and available as `ctx.tenant`.
 *
 * Every query on tenant data goes through `scoped()` (community data) or
 * `scopedToOrganization()` (organization data): this is the one place that
 * keeps one organization from seeing another's rows.
 */
export class TenantContext {
  constructor(
    readonly user: User | null,
    readonly role: RoleName | null,
    readonly organization: Organization | null,
    readonly community: Community | null,
    readonly communities: Community[],
    readonly modules: string[]
  ) {}

  static guest() {
    return new TenantContext(null, null, null, null, [], [])
  }

  get isSuperAdmin() {
    return this.role === 'super-admin'
  }

  get isOrgAdmin() {
    return this.role === 'org-admin'
  }

  hasModule(slug: string) {
    return this.modules.includes(slug)
  }

  /** Rows of `model` that belong to the current community (column community_id). */
  scoped<Model extends LucidModel>(model: Model): ModelQueryBuilderContract<Model> {
    return model.query().where(`${model.table}.community_id`, this.community?.id ?? -1)
  }

  /** Rows of `model` that belong to the current organization (column organization_id). */
  scopedToOrganization<Model extends LucidModel>(model: Model): ModelQueryBuilderContract<Model> {
    return model.query().where(`${model.table}.organization_id`, this.organization?.id ?? -1)
  }

  /**
   * The community of `uid` if the user may see it (super-admin: any;
   * org-admin: one of their organization's), else a 404: another tenant's
   * community does not exist for them.
   */
  async findCommunity(uid: unknown): Promise<Community> {
    const query = Community.query()
    if (!this.isSuperAdmin) query.where('organization_id', this.organization?.id ?? -1)
    return findByUidOr404(Community, uid, { query })
  }

  /** The organization of `uid` if the user may see it (super-admin: any; org-admin: their own). */
  async findOrganization(uid: unknown): Promise<Organization> {
    const query = Organization.query()
    if (!this.isSuperAdmin) query.where('id', this.organization?.id ?? -1)
    return findByUidOr404(Organization, uid, { query })
  }

  /** Resolves the context for a signed-in user. */
  static async forUser(user: User, ctx: HttpContext): Promise<TenantContext> {
    await user.load('roles')
    const names = user.roles.map((role) => role.name)

    if (names.includes('super-admin')) {
      return new TenantContext(user, 'super-admin', null, null, [], [])
    }

    const orgRole = user.roles.find((role) => role.name === 'org-admin')
    if (!orgRole) return new TenantContext(user, null, null, null, [], [])

    const organizationId = orgRole.$extras.pivot_organization_id as number | null
    const organization = organizationId ? await Organization.find(organizationId) : null
    if (!organization) return new TenantContext(user, 'org-admin', null, null, [], [])

    const communities = await Community.query()
      .where('organization_id', organization.id)
      .preload('modules')
      .orderBy('name')
    const chosenId = ctx.session?.get('community_id') as number | undefined
    const community = communities.find((c) => c.id === chosenId) ?? communities[0] ?? null
    const modules = community ? community.modules.map((module) => module.slug) : []
    return new TenantContext(user, 'org-admin', organization, community, communities, modules)
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    tenant: TenantContext
  }
}
