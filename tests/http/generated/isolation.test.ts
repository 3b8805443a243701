/**
 * Generated from the router (issue 12, section 1): every route whose
 * parameter names a tenant's record (an organization's or a community's) is
 * called, in every method it has, with the first tenant's record by an
 * org-admin of another organization, and, for a community's record, by an
 * org-admin of the same organization working in another community. They
 * get a 404 (the record does not exist for them; a 403 where their role may
 * not enter at all) and nothing changes. The record's owner then reaches it
 * (so the 404 means something). A route added without scoping fails here
 * without anyone writing a test for it.
 */
import { describe, expect, test } from 'vitest'
import { type TestClient, signedIn } from '../../support/client.ts'
import { changedTables, fingerprint } from './fingerprint.ts'
import type { HostileBody } from './hostile_bodies.ts'
import { send } from './requests.ts'
import { orgAdminMayEnter, type FixtureContext } from './route_fixtures.ts'
import { assertReachable, pathOf, routes } from './route_manifest.ts'
import { createTenant, superAdminClient, type Tenant } from './tenants.ts'

const context: FixtureContext = { superAdmin: superAdminClient, signIn: signedIn }

/** Routes with a parameter naming a tenant's record, or that the registry cannot place. */
const tenantRoutes = routes.filter(
  (route) =>
    route.params.length > 0 &&
    (route.problems.length > 0 ||
      route.fixture?.scope === 'organization' ||
      route.fixture?.scope === 'community')
)

let otherOrganization: Promise<TestClient> | null = null
let orgAdminTenant: Promise<Tenant> | null = null

/**
 * The first tenant: one shared by the routes its org-admin owns (signing in
 * is what costs; fixtures give each route its own record), a fresh one for
 * the routes only a super-admin owns (they may delete an organization).
 */
function firstTenant(orgAdmins: boolean) {
  if (!orgAdmins) return createTenant()
  orgAdminTenant ??= createTenant()
  return orgAdminTenant
}

/** An org-admin of another organization (every module on, like the first tenant). */
function otherOrganizationAdmin() {
  otherOrganization ??= createTenant().then((tenant) => tenant.client())
  return otherOrganization
}

/** The methods an intruder tries: the route's own, and HEAD beside GET. */
const methodsOf = (methods: string[]) => (methods.includes('GET') ? [...methods, 'HEAD'] : methods)

/** An empty form (no body for GET and HEAD). */
const emptyBody = (method: string): HostileBody | undefined =>
  method === 'GET' || method === 'HEAD' ? undefined : { label: '{}', encoding: 'json', data: {} }

describe("another tenant's records do not exist", () => {
  test('the generated routes include every organization and community route that takes a uid', () => {
    const patterns = tenantRoutes.map((route) => route.pattern)
    for (const pattern of [
      '/communities/:uid/edit',
      '/community/:uid/image/logo',
      '/companies/:uid',
      '/organizations/:uid',
      '/users/invite/:uid/resend',
    ]) {
      expect(patterns).toContain(pattern)
    }
  })

  test.each(tenantRoutes.map((route) => [route.label, route] as const))('%s', async (_, route) => {
    assertReachable(route)
    const orgAdmins = orgAdminMayEnter(route.access)
    const tenant = await firstTenant(orgAdmins)
    const path = pathOf(route, await route.fixture!.create(tenant, context))
    const intruders: [string, TestClient][] = [
      ['an org-admin of another organization', await otherOrganizationAdmin()],
    ]
    if (route.fixture!.scope === 'community') {
      intruders.push([
        'an org-admin of the same organization working in another community',
        await tenant.neighbour(),
      ])
    }

    const failures: string[] = []
    const before = await fingerprint()
    for (const [who, client] of intruders) {
      for (const method of methodsOf(route.methods)) {
        const answer = await send(client, method, path, emptyBody(method), '/')
        const expected = orgAdmins ? [404] : [403, 404]
        if (!expected.includes(answer.status)) {
          failures.push(
            `${who}: ${method} ${path} answered ${answer.status}, not ${expected.join(' or ')}`
          )
        }
      }
    }
    const changed = changedTables(before, await fingerprint())
    if (changed.length) failures.push(`the intruders' requests changed ${changed.join(', ')}`)

    // The record is real: whoever owns it reaches it (an org-admin of the tenant where they may enter).
    const owner = orgAdmins ? await tenant.client() : await superAdminClient()
    for (const method of route.methods) {
      const answer = await send(owner, method, path, emptyBody(method), '/')
      if (answer.status === 404 || answer.status >= 500) {
        failures.push(
          `the owner's ${method} ${path} answered ${answer.status}: the fixture of ${route.fixture!.prefix} ` +
            `does not create what the route looks for`
        )
      }
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
})
