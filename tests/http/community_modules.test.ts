import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createCommunity, createOrgAdmin, createOrganization, createUser } from '../support/db.ts'
import { expectForbidden } from './helpers/users.ts'
import { moduleBySlug, moduleSlugsOf } from './helpers/communities.ts'
import { statusOf } from './helpers/community_settings.ts'

/** The modules the signed-in org-admin's menus are built from (auth.modules). */
async function modulesOfSignedIn(client: TestClient) {
  const auth = await client.propAt('/', 'auth')
  return auth.modules
}

let superAdmin: TestClient
let owner: Awaited<ReturnType<typeof createOrgAdmin>>
let orgAdmin: TestClient
let noRole: TestClient
let events: { id: number; name: string }
let feeds: { id: number; name: string }

beforeAll(async () => {
  superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
  owner = await createOrgAdmin(['events-module'])
  orgAdmin = await signedIn(owner.user)
  noRole = await signedIn(await createUser())
  events = await moduleBySlug('events-module')
  feeds = await moduleBySlug('feeds-module')
})

describe('POST /communities/{uid}/modules', () => {
  test('switches a module on and off at once, confirmed with a toast', async () => {
    const organization = await createOrganization()
    const community = await createCommunity(organization.id)
    const from = `/communities/${community.uid}?tab=modules`

    const on = await superAdmin.submit(
      'POST',
      `/communities/${community.uid}/modules`,
      { module_id: feeds.id, isActive: true },
      { from }
    )
    expect(on.status).toBe(302)
    expect(on.location).toMatch(new RegExp(`${from.replace('?', '\\?')}$`))
    expect(on.page?.flash.success).toBe(
      `Modulul „${feeds.name}” a fost activat pentru „${community.name}”.`
    )
    expect(on.page?.props.community.moduleIds).toEqual([feeds.id])
    expect(await moduleSlugsOf(community.id)).toEqual(['feeds-module'])

    // Switching on twice keeps one row.
    await superAdmin.submit('POST', `/communities/${community.uid}/modules`, {
      module_id: feeds.id,
      isActive: true,
    })
    expect(await moduleSlugsOf(community.id)).toEqual(['feeds-module'])

    const off = await superAdmin.submit(
      'POST',
      `/communities/${community.uid}/modules`,
      { module_id: feeds.id, isActive: false },
      { from }
    )
    expect(off.page?.flash.success).toBe(
      `Modulul „${feeds.name}” a fost dezactivat pentru „${community.name}”.`
    )
    expect(await moduleSlugsOf(community.id)).toEqual([])
  })

  test('switching events-module off removes the community menus from its org-admin', async () => {
    const admin = await createOrgAdmin(['events-module'])
    const client = await signedIn(admin.user)
    expect(await modulesOfSignedIn(client)).toEqual(['events-module'])
    expect(await statusOf(client, '/events')).toBe(200)

    await superAdmin.submit('POST', `/communities/${admin.community.uid}/modules`, {
      module_id: events.id,
      isActive: false,
    })
    expect(await modulesOfSignedIn(client)).toEqual([])
    expect(await statusOf(client, '/events')).toBe(404)
  })

  test.each([
    ['module_id', { module_id: undefined }, 'Câmpul modul este obligatoriu.'],
    ['module_id', { module_id: 'x' }, 'Câmpul modul trebuie să fie un număr.'],
    ['module_id', { module_id: 999999 }, 'Modulul nu există.'],
    ['isActive', { isActive: undefined }, 'Câmpul activ este obligatoriu.'],
    ['isActive', { isActive: 'poate' }, 'Valoarea câmpului activ nu este validă.'],
  ])('%s: %j is refused under its field; nothing changes', async (field, change, message) => {
    const organization = await createOrganization()
    const community = await createCommunity(organization.id, ['events-module'])
    const from = `/communities/${community.uid}?tab=modules`
    const { page } = await superAdmin.submit(
      'POST',
      `/communities/${community.uid}/modules`,
      { module_id: feeds.id, isActive: true, ...change },
      { from }
    )
    expect(page?.component).toBe('communities/show')
    expect(page?.props.errors[field]).toBe(message)
    expect(await moduleSlugsOf(community.id)).toEqual(['events-module'])
  })

  test('an unknown community is not found', async () => {
    const reply = await superAdmin.submit(
      'POST',
      '/communities/00000000-0000-4000-8000-000000000000/modules',
      { module_id: feeds.id, isActive: true }
    )
    expect(reply.status).toBe(404)
  })

  test('org-admins (even of its organization) and no-role users are refused, nothing changes; guests go to /login', async () => {
    const path = `/communities/${owner.community.uid}/modules`
    const data = { module_id: events.id, isActive: false }
    await expectForbidden(await orgAdmin.submit('POST', path, data))
    await expectForbidden(await noRole.submit('POST', path, data))
    const guest = await new TestClient().request('POST', path, { inertia: true, body: data })
    expect(guest.location).toBe('/login')
    expect(await moduleSlugsOf(owner.community.id)).toEqual(['events-module'])
  })
})
