/**
 * Tenants and signed-in callers for the generated route tests: a fresh
 * organization with two communities (every module on) and its org-admin,
 * a super-admin, guests.
 */
import { TestClient, signedIn } from '../../support/client.ts'
import {
  createCommunity,
  createOrganization,
  createUser,
  query,
  type TestUser,
} from '../../support/db.ts'
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

export async function createTenant(organizationName?: string): Promise<Tenant> {
  const organization = await createOrganization(organizationName)
  const community = await createCommunity(organization.id, await allModules())
  const otherCommunity = await createCommunity(organization.id, await allModules())
  const admin = await createUser({ role: 'org-admin', organizationId: organization.id })
  let client: Promise<TestClient> | null = null
  let neighbour: Promise<TestClient> | null = null
  let neighbourUser: Promise<TestUser> | null = null
  let guest: TestClient | null = null
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
  }
}

let superAdmin: Promise<TestClient> | null = null

/** A super-admin, signed in once for the whole file. */
export function superAdminClient() {
  superAdmin ??= createUser({ role: 'super-admin' }).then((user) => signedIn(user))
  return superAdmin
}

/** A client for the caller: the super-admin, the tenant's org-admin or its guest. */
export function clientFor(caller: Caller, tenant: Tenant) {
  if (caller === 'super-admin') return superAdminClient()
  if (caller === 'org-admin') return tenant.client()
  return Promise.resolve(tenant.guest())
}

/** After a route ended the caller's session (a sign-out): sign in again next time. */
export function forgetClient(caller: Caller, tenant: Tenant) {
  if (caller === 'super-admin') superAdmin = null
  if (caller === 'org-admin') tenant.forgetClient()
}
