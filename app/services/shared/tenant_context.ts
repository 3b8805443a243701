import type { HttpContext } from '@adonisjs/core/http'
import type { RoleName } from '#models/role'
import type User from '#models/user'
import Organization from '#models/organization'
import Community from '#models/community'
import { signedInRoles, type SignedInRole } from '#services/auth/signed_in_user_provider'

/**
 * Who is asking, and for which tenant. Resolved once per request by
 * TenantContextMiddleware and available as `ctx.tenant`.
 *
 * Tenant rows are read through their model's scope, given by the
 * `withTenantScope` mixin: `Model.forTenant(ctx.tenant)` and
 * `Model.findForTenantOr404(ctx.tenant, uid)` (docs/architecture.md).
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

  /**
   * The current community's id. The tenant area's routes always have one
   * (the `tenant` middleware); anywhere else this is a programming error.
   */
  get communityId(): number {
    if (!this.community)
      throw new Error('No current community: the route is outside the tenant area')
    return this.community.id
  }

  hasModule(slug: string) {
    return this.modules.includes(slug)
  }

  /**
   * The community of `uid` if the user may see it (super-admin: any;
   * org-admin: one of their organization's), else a 404: another tenant's
   * community does not exist for them.
   */
  findCommunity(uid: unknown): Promise<Community> {
    return Community.findForTenantOr404(this, uid)
  }

  /** The organization of `uid` if the user may see it (super-admin: any; org-admin: their own). */
  findOrganization(uid: unknown): Promise<Organization> {
    return Organization.findForTenantOr404(this, uid)
  }

  /**
   * Resolves the context for a signed-in user: the roles come with the user
   * (SignedInUserProvider), then, for an org-admin, one query for the
   * organization and one for its communities with their modules' slugs.
   */
  static async forUser(user: User, ctx: HttpContext): Promise<TenantContext> {
    const roles = signedInRoles(user) ?? (await rolesOf(user))
    if (roles.some((role) => role.name === 'super-admin')) {
      return new TenantContext(user, 'super-admin', null, null, [], [])
    }

    const orgRole = roles.find((role) => role.name === 'org-admin')
    if (!orgRole) return new TenantContext(user, null, null, null, [], [])

    const organization = orgRole.organization_id
      ? await Organization.find(orgRole.organization_id)
      : null
    if (!organization) return new TenantContext(user, 'org-admin', null, null, [], [])

    const query = Community.query()
    const communities = await query
      .select(
        'communities.*',
        query.client.raw(
          `array(select modules.slug from community_modules
             join modules on modules.id = community_modules.module_id
             where community_modules.community_id = communities.id order by modules.slug) as module_slugs`
        )
      )
      .where('organization_id', organization.id)
      .orderBy('name')
    const chosenId = ctx.session?.get('community_id') as number | undefined
    const community = communities.find((c) => c.id === chosenId) ?? communities[0] ?? null
    const modules = community ? (community.$extras.module_slugs as string[]) : []
    return new TenantContext(user, 'org-admin', organization, community, communities, modules)
  }
}

/** The roles of a user loaded without SignedInUserProvider (a user signed in by other means). */
async function rolesOf(user: User): Promise<SignedInRole[]> {
  await user.load('roles')
  return user.roles.map((role) => ({
    name: role.name,
    organization_id: (role.$extras.pivot_organization_id as number | null) ?? null,
  }))
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    tenant: TenantContext
  }
}
