/**
 * The tenant area's door (the `tenant` middleware) and the tenant scope of
 * the models (withTenantScope), seen from the routes that use them.
 */
import { describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import {
  createCommunity,
  createOrgAdmin,
  createOrganization,
  createUser,
  query,
} from '../support/db.ts'

const TENANT_PATHS = ['/contacts', '/lists', '/companies', '/segments', '/products', '/feeds']

describe('the tenant area', () => {
  test('an org-admin whose organization has no community gets a page saying so, not an empty list', async () => {
    const organization = await createOrganization()
    const user = await createUser({ role: 'org-admin', organizationId: organization.id })
    const client = await signedIn(user)
    for (const path of TENANT_PATHS) {
      const page = await client.visit(path)
      expect(page.status).toBe(409)
      expect(page.component).toBe('tenant/no_community')
    }
    const reply = await client.request('GET', '/contacts', { json: true })
    expect(reply.status).toBe(409)
    expect(reply.json().message).toBe(
      'Organizația ta nu are încă nicio comunitate, așa că aici nu există încă nimic de afișat.'
    )
  })

  test('the same org-admin enters once the organization has a community', async () => {
    const organization = await createOrganization()
    const user = await createUser({ role: 'org-admin', organizationId: organization.id })
    const client = await signedIn(user)
    const before = await client.visit('/segments')
    expect(before.component).toBe('tenant/no_community')
    await createCommunity(organization.id)
    const page = await client.visit('/segments')
    expect(page.status).toBe(200)
    expect(page.component).toBe('segments/index')
  })

  test('a super-admin or a user without a role is refused (403)', async () => {
    for (const role of ['super-admin', null] as const) {
      const client = await signedIn(await createUser({ role }))
      const page = await client.visit('/contacts')
      expect(page.status).toBe(403)
      expect(page.component).toBe('errors/forbidden')
    }
  })

  test('a guest goes to /login', async () => {
    const reply = await new TestClient().request('GET', '/segments', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})

describe('organization-level scope', () => {
  test("the org-admin's dashboard counts the users of their organization only", async () => {
    const mine = await createOrgAdmin()
    await createUser({ role: 'org-admin', organizationId: mine.organization.id })
    const other = await createOrgAdmin()
    await createUser({ role: 'org-admin', organizationId: other.organization.id })
    const client = await signedIn(mine.user)
    expect(await client.propAt('/', 'totalUsers')).toBe(2)
  })

  test("an org-admin sees their organization's users and not another's", async () => {
    const mine = await createOrgAdmin()
    const other = await createOrgAdmin()
    const client = await signedIn(mine.user)
    const users = (await client.propAt('/users?per_page=200', 'users')) as { uid: string }[]
    const uids = users.map((user) => user.uid)
    expect(uids).toContain(mine.user.uid)
    expect(uids).not.toContain(other.user.uid)
  })

  test("another organization's user's avatar is not found for an org-admin", async () => {
    const mine = await createOrgAdmin()
    const other = await createOrgAdmin()
    await query(`update users set avatar = 'avatars/x.png' where id = $1`, [other.user.id])
    const client = await signedIn(mine.user)
    const reply = await client.request('GET', `/images/${other.user.uid}/avatar`)
    expect(reply.status).toBe(404)
  })
})
