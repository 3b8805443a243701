import type { HttpContext } from '@adonisjs/core/http'
import type { RoleName } from '#models/role'
import type User from '#models/user'
import Organization from '#models/organization'
import Community from '#models/community'
import db from '@adonisjs/lucid/services/db'
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

    const { organization, communities } = orgRole.organization_id
      ? await organizationWithCommunities(orgRole.organization_id)
      : { organization: null, communities: [] as Community[] }
    if (!organization) return new TenantContext(user, 'org-admin', null, null, [], [])

    const chosenId = ctx.session?.get('community_id') as number | undefined
    const community = communities.find((c) => c.id === chosenId) ?? communities[0] ?? null
    const modules = community ? (community.$extras.module_slugs as string[]) : []
    return new TenantContext(user, 'org-admin', organization, community, communities, modules)
  }
}

/** An organization column in the query below, apart from the community's own. */
const ORG_PREFIX = 'organization__'

/**
 * An organization and its communities (by name, each with its modules' slugs
 * in `$extras.module_slugs`) in one query: the organization's columns come
 * prefixed beside each community's (once, with nulls, when it has none).
 */
async function organizationWithCommunities(organizationId: number) {
  const orgColumns = [...Organization.$columnsDefinitions.values()].map(
    (c: { columnName: string }) => c.columnName
  )
  const { rows } = await db.rawQuery(
    `select communities.*,
       array(select modules.slug from community_modules
             join modules on modules.id = community_modules.module_id
             where community_modules.community_id = communities.id order by modules.slug) as module_slugs,
       ${orgColumns.map((column) => `organizations.${column} as ${ORG_PREFIX}${column}`).join(', ')}
     from organizations
     left join communities on communities.organization_id = organizations.id
     where organizations.id = ?
     order by communities.name`,
    [organizationId]
  )
  if (!rows.length) return { organization: null, communities: [] as Community[] }
  const organization = Organization.$createFromAdapterResult(
    Object.fromEntries(orgColumns.map((column) => [column, rows[0][ORG_PREFIX + column]]))
  )!
  const communities: Community[] = rows
    .filter((row: Record<string, unknown>) => row.id !== null)
    .map((row: Record<string, unknown>) => {
      const own = Object.entries(row).filter(([key]) => !key.startsWith(ORG_PREFIX))
      return Community.$createFromAdapterResult(Object.fromEntries(own))!
    })
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
