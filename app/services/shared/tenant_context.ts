import type { RoleName } from '#models/role'
import type User from '#models/user'
import Organization from '#models/organization'
import Community from '#models/community'
import { rolesOfUser, signedInRoles } from '#services/auth/signed_in_user_provider'

export type TenantOrganization = { id: number; uid: string; name: string }

export type TenantCommunity = { id: number; uid: string; name: string }

/** Who is asking, and for which tenant: `ctx.tenant`, resolved once per request. */
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

  /** The tenant area's routes always have one; anywhere else this is a programming error. */
  get communityId(): number {
    if (!this.community)
      throw new Error('No current community: the route is outside the tenant area')
    return this.community.id
  }

  /** The context itself holds only the community's reference. */
  currentCommunity(notFoundMessage?: string): Promise<Community> {
    return Community.findForTenantOr404(this, this.community?.uid, notFoundMessage)
  }

  hasModule(slug: string) {
    return this.modules.includes(slug)
  }

  /** Another tenant's community is a 404: it does not exist for them. */
  findCommunity(uid: unknown): Promise<Community> {
    return Community.findForTenantOr404(this, uid)
  }

  findOrganization(uid: unknown): Promise<Organization> {
    return Organization.findForTenantOr404(this, uid)
  }

  /**
   * The roles come loaded with the user, so a request reads its tenant without a query of its own.
   * `chosenId` is the community the user switched to (kept in the session), if any.
   */
  static async forUser(user: User, chosenId?: number): Promise<TenantContext> {
    const roles = signedInRoles(user) ?? (await rolesOfUser(user))
    if (roles.some((role) => role.name === 'super-admin')) {
      return new TenantContext(user, 'super-admin', null, null, [], [])
    }

    const orgRole = roles.find((role) => role.name === 'org-admin')
    if (!orgRole) return new TenantContext(user, null, null, null, [], [])
    if (!orgRole.organization_id || !orgRole.organization) {
      return new TenantContext(user, 'org-admin', null, null, [], [])
    }

    const { uid, name, communities } = orgRole.organization
    const organization: TenantOrganization = { id: orgRole.organization_id, uid, name }
    const chosen = communities.find((c) => c.id === chosenId) ?? communities[0] ?? null
    const community = chosen && { id: chosen.id, uid: chosen.uid, name: chosen.name }
    return new TenantContext(
      user,
      'org-admin',
      organization,
      community,
      communities.map(({ id, uid: communityUid, name: communityName }) => ({
        id,
        uid: communityUid,
        name: communityName,
      })),
      chosen?.module_slugs ?? []
    )
  }
}
