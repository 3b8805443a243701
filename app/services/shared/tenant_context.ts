import type { HttpContext } from '@adonisjs/core/http'
import type { RoleName } from '#models/role'
import type User from '#models/user'
import Organization from '#models/organization'
import Community from '#models/community'
import db from '@adonisjs/lucid/services/db'
import { preparedQuery } from '#services/shared/prepared_query'
import { signedInRoles, type SignedInRole } from '#services/auth/signed_in_user_provider'

/**
 * Who is asking, and for which tenant. Resolved once per request by
 * TenantContextMiddleware and available as `ctx.tenant`.
 *
 * Tenant rows are read through their model's scope, given by the
 * `withTenantScope` mixin: `Model.forTenant(ctx.tenant)` and
 * `Model.findForTenantOr404(ctx.tenant, uid)` (docs/architecture.md).
 */
/** The org-admin's organization, as every request needs it (the full row: `Organization`). */
export type TenantOrganization = { id: number; uid: string; name: string }

/** A community of the org-admin's organization, as the switcher and the scope need it. */
export type TenantCommunity = { id: number; uid: string; name: string }

export class TenantContext {
  constructor(
    readonly user: User | null,
    readonly role: RoleName | null,
    readonly organization: TenantOrganization | null,
    readonly community: TenantCommunity | null,
    readonly communities: TenantCommunity[],
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

  /**
   * The current community's whole record, for the screens that show or save
   * it (the context itself holds only its reference); a 404 without one.
   */
  currentCommunity(notFoundMessage?: string): Promise<Community> {
    return Community.findForTenantOr404(this, this.community?.uid, notFoundMessage)
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
   * organization and its communities with their modules' slugs.
   */
  static async forUser(user: User, ctx: HttpContext): Promise<TenantContext> {
    const roles = signedInRoles(user) ?? (await rolesOf(user))
    if (roles.some((role) => role.name === 'super-admin')) {
      return new TenantContext(user, 'super-admin', null, null, [], [])
    }

    const orgRole = roles.find((role) => role.name === 'org-admin')
    if (!orgRole) return new TenantContext(user, null, null, null, [], [])

    const { organization, communities } = orgRole.organization_id
      ? await organizationWithCommunities(orgRole.organization_id)
      : { organization: null, communities: [] }
    if (!organization) return new TenantContext(user, 'org-admin', null, null, [], [])

    const chosenId = ctx.session?.get('community_id') as number | undefined
    const chosen = communities.find((c) => c.id === chosenId) ?? communities[0] ?? null
    const community = chosen && { id: chosen.id, uid: chosen.uid, name: chosen.name }
    return new TenantContext(
      user,
      'org-admin',
      organization,
      community,
      communities.map(({ id, uid, name }) => ({ id, uid, name })),
      chosen?.module_slugs ?? []
    )
  }
}

type CommunityRow = TenantCommunity & { module_slugs: string[] }

const ORGANIZATION_WITH_COMMUNITIES = `
  select organizations.uid as organization_uid, organizations.name as organization_name,
    communities.id, communities.uid, communities.name,
    array(select modules.slug from community_modules
          join modules on modules.id = community_modules.module_id
          where community_modules.community_id = communities.id order by modules.slug) as module_slugs
  from organizations
  left join communities on communities.organization_id = organizations.id
  where organizations.id = $1
  order by communities.name`

/**
 * An organization and its communities (by name, each with its modules'
 * slugs) in one prepared statement: only the columns every request needs,
 * read as plain rows (no models to build on each request).
 */
async function organizationWithCommunities(organizationId: number) {
  const rows = await preparedQuery<
    CommunityRow & { organization_uid: string; organization_name: string }
  >(db.connection(), ORGANIZATION_WITH_COMMUNITIES, [organizationId])
  if (!rows.length) return { organization: null, communities: [] as CommunityRow[] }
  const organization: TenantOrganization = {
    id: organizationId,
    uid: rows[0].organization_uid,
    name: rows[0].organization_name,
  }
  const communities: CommunityRow[] = rows.filter((row) => row.id !== null)
  return { organization, communities }
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
