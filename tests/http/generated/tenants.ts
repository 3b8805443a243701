/**
 * Tenants and signed-in callers for the generated route tests: a fresh
 * organization with two communities (every module on) and its org-admin,
 * a super-admin, guests, and the member API's members (a device token each).
 */
import { TestClient, memberClient, signedIn } from '../../support/client.ts'
import {
  createCommunity,
  createOrganization,
  createUser,
  factories,
  query,
  type TestUser,
} from '../../support/db.ts'
import { enableSignInMethods } from '../helpers/members.ts'
import type { Caller } from './route_fixtures.ts'

type Row = { id: number; uid: string; name: string }

export interface Tenant {
  organization: Row
  /** The community the tenant's admin works in (community-scoped records live here). */
  community: Row
  /** A second community of the same organization. */
  otherCommunity: Row
  admin: TestUser
  /** The tenant's org-admin, signed in, working in `community`. */
  client: () => Promise<TestClient>
  /** After a route ended the admin's session: the next client() signs in again. */
  forgetClient: () => void
  /** Another org-admin of the same organization, working in `otherCommunity`. */
  neighbour: () => Promise<TestClient>
  /** After a route ended the neighbour's session: the next neighbour() signs in again. */
  forgetNeighbour: () => void
  /** A guest (one per tenant). */
  guest: () => TestClient
  /**
   * A member of `community` with a device token (member API routes); the same until
   * forgetMember(), so that a fixture's record (a device) is the caller's.
   */
  member: () => Promise<TenantMember>
  /** After a route ended the member's token or place (sign-out, leave): a new member next time. */
  forgetMember: () => void
  /** A member of `otherCommunity` (the same organization), with a device token. */
  neighbourMember: () => Promise<TenantMember>
  forgetNeighbourMember: () => void
}

/** A member of a community, as the member API sees them: the account and a client with its token. */
export interface TenantMember {
  id: number
  uid: string
  email: string
  communityId: number
  client: TestClient
}

/** A new member joined to the community (linked to a contact), with a device token. */
export async function createMember(communityId: number): Promise<TenantMember> {
  const { memberOf } = await factories()
  const { member, token } = await memberOf(communityId)
  return {
    id: member.id,
    uid: member.uid,
    email: member.email!,
    communityId,
    client: memberClient(token),
  }
}

let modules: string[] | null = null

async function allModules() {
  if (!modules) {
    const rows = await query<{ slug: string }>(`select slug from modules order by id`)
    modules = rows.map((row) => row.slug)
  }
  return modules
}

/** An org-admin signed in and working in `community` (the community switcher). */
async function workingIn(user: TestUser, community: Row) {
  const client = await signedIn(user)
  const reply = await client.request('POST', '/community/switch', {
    body: { community: community.uid },
    inertia: true,
    headers: { referer: `${client.baseUrl}/` },
  })
  if (reply.status !== 302 && reply.status !== 303) {
    throw new Error(`Could not switch to community ${community.uid}: ${reply.status}`)
  }
  return client
}

let signIns: Promise<void> | null = null

export async function createTenant(organizationName?: string): Promise<Tenant> {
  // Every member sign-in method on, so that the member API's sign-in routes read their bodies.
  signIns ??= enableSignInMethods(['email', 'google', 'apple', 'facebook'])
  await signIns
  const organization = await createOrganization(organizationName)
  const community = await createCommunity(organization.id, await allModules())
  const otherCommunity = await createCommunity(organization.id, await allModules())
  const admin = await createUser({ role: 'org-admin', organizationId: organization.id })
  let client: Promise<TestClient> | null = null
  let neighbour: Promise<TestClient> | null = null
  let neighbourUser: Promise<TestUser> | null = null
  let guest: TestClient | null = null
  let member: Promise<TenantMember> | null = null
  let neighbourMember: Promise<TenantMember> | null = null
  return {
    organization,
    community,
    otherCommunity,
    admin,
    client: () => (client ??= workingIn(admin, community)),
    forgetClient: () => {
      client = null
    },
    guest: () => (guest ??= new TestClient()),
    neighbour: () => {
      neighbourUser ??= createUser({ role: 'org-admin', organizationId: organization.id })
      return (neighbour ??= neighbourUser.then((user) => workingIn(user, otherCommunity)))
    },
    forgetNeighbour: () => {
      neighbour = null
    },
    member: () => (member ??= createMember(community.id)),
    forgetMember: () => {
      member = null
    },
    neighbourMember: () => (neighbourMember ??= createMember(otherCommunity.id)),
    forgetNeighbourMember: () => {
      neighbourMember = null
    },
  }
}

let superAdmin: Promise<TestClient> | null = null

/** A super-admin, signed in once for the whole file. */
export function superAdminClient() {
  superAdmin ??= createUser({ role: 'super-admin' }).then((user) => signedIn(user))
  return superAdmin
}

/** A client for the caller: the super-admin, the tenant's org-admin, its member or its guest. */
export function clientFor(caller: Caller, tenant: Tenant) {
  if (caller === 'super-admin') return superAdminClient()
  if (caller === 'org-admin') return tenant.client()
  if (caller === 'member') return tenant.member().then((member) => member.client)
  return Promise.resolve(tenant.guest())
}

/** After a route ended the caller's session (a sign-out, a member's leave): a new one next time. */
export function forgetClient(caller: Caller, tenant: Tenant) {
  if (caller === 'super-admin') superAdmin = null
  if (caller === 'org-admin') tenant.forgetClient()
  if (caller === 'member') tenant.forgetMember()
}
