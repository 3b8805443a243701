import { beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import {
  count,
  countInCommunity,
  createCommunity,
  createOrgAdmin,
  createOrganization,
  createUser,
  query,
} from '../support/db.ts'
import { expectForbidden } from './helpers/users.ts'
import {
  childImpactArea,
  communityBySlug,
  communityByUid,
  communityForm,
  freeSlug,
  jsonOf,
  impactAreaIdsOf,
  mainImpactAreas,
  moduleBySlug,
  setImpactAreas,
} from './helpers/communities.ts'
import { statusOf } from './helpers/community_settings.ts'
import { createInvoice, createWonCar } from './helpers/auction.ts'

let superAdmin: TestClient
let orgAdmin: TestClient
let orgAdminOrganization: { id: number; uid: string }
let noRole: TestClient
let organization: { id: number; uid: string; name: string }
let areas: { id: number; name: string }[]

/** The URL a new community gets (COMMUNITY_DOMAIN is read from the test stack's environment). */
const expectedUrl = (slug: string) =>
  process.env.COMMUNITY_DOMAIN ? `https://${slug}.${process.env.COMMUNITY_DOMAIN}` : null

beforeAll(async () => {
  superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
  const owner = await createOrgAdmin()
  orgAdmin = await signedIn(owner.user)
  orgAdminOrganization = owner.organization
  noRole = await signedIn(await createUser())
  organization = await createOrganization()
  areas = await mainImpactAreas()
})

async function guestIsSentToLogin(method: string, path: string, body?: unknown) {
  const reply = await new TestClient().request(method, path, { inertia: true, body })
  expect([302, 303]).toContain(reply.status)
  expect(reply.location).toBe('/login')
}

describe('POST /communities/check-slug', () => {
  const check = (client: TestClient, body: unknown) =>
    client.request('POST', '/communities/check-slug', { body, json: true })

  test('a free slug is available; a taken one is not', async () => {
    const taken = await createCommunity(organization.id)
    const [row] = await query(`select slug from communities where id = $1`, [taken.id])
    const free = freeSlug()

    const freeReply = await check(superAdmin, { slug: free })
    expect(freeReply.status).toBe(200)
    expect(freeReply.json()).toEqual({ available: true, slug: free })
    expect(await jsonOf(check(superAdmin, { slug: row.slug }))).toEqual({
      available: false,
      slug: row.slug,
    })
  })

  test('a slug that is not URL-safe comes back in its URL-safe form', async () => {
    const reply = await check(superAdmin, { slug: '  Științe Naturale!! ' })
    expect(reply.json()).toEqual({ available: true, slug: 'stiinte-naturale' })
  })

  test('a slug shorter than 3 characters is not available', async () => {
    expect(await jsonOf(check(superAdmin, { slug: 'ab' }))).toEqual({
      available: false,
      slug: 'ab',
    })
  })

  test('a name gives a free slug, suffixed when the plain one is taken', async () => {
    const name = `Cercul ${freeSlug()}`
    const first = await jsonOf(check(superAdmin, { name }))
    expect(first).toEqual({ slug: name.toLowerCase().replace(/ /g, '-') })
    await superAdmin.submit(
      'POST',
      '/communities',
      communityForm(organization.uid, [areas[0].id], { slug: first.slug })
    )
    expect(await jsonOf(check(superAdmin, { name }))).toEqual({ slug: `${first.slug}-2` })
  })

  test('neither slug nor name: 422 with the error under slug', async () => {
    const reply = await check(superAdmin, {})
    expect(reply.status).toBe(422)
    expect(JSON.stringify(reply.json())).toContain('Câmpul slug este obligatoriu.')
  })

  test('org-admins and users without a role are refused; guests are sent to /login', async () => {
    const refused = await Promise.all([orgAdmin, noRole].map((c) => check(c, { slug: 'oricare' })))
    expect(refused.map((reply) => reply.status)).toEqual([403, 403])
    const guest = await new TestClient().request('POST', '/communities/check-slug', {
      body: { slug: 'oricare' },
      json: true,
    })
    expect(guest.status).toBe(401)
    await guestIsSentToLogin('POST', '/communities/check-slug', { slug: 'oricare' })
  })
})

describe('POST /communities', () => {
  const from = () => `/organizations/${organization.uid}/communities`

  test('creates the community with its main impact areas and comes back with a toast', async () => {
    const data = communityForm(organization.uid, [areas[0].id, areas[1].id], {
      name: '  Tineri din Iași  ',
    })
    const { status, location, page } = await superAdmin.submit('POST', '/communities', data, {
      from: from(),
    })
    expect(status).toBe(302)
    expect(location).toMatch(new RegExp(`${from()}$`))
    expect(page?.component).toBe('organizations/communities')
    expect(page?.flash.success).toBe('Comunitatea „Tineri din Iași” a fost creată.')
    const row = (await communityBySlug(data.slug))!
    expect(row).toMatchObject({
      organization_id: organization.id,
      name: 'Tineri din Iași',
      description: data.description,
      url: expectedUrl(data.slug),
    })
    expect(await impactAreaIdsOf(row.id)).toEqual([areas[0].id, areas[1].id].sort((a, b) => a - b))
    const listed = page?.props.communities.map((c: { slug: string }) => c.slug)
    expect(listed).toContain(data.slug)
  })

  const long = (n: number) => 'a'.repeat(n)

  test.each([
    ['name', { name: '' }, 'Câmpul nume este obligatoriu.'],
    ['name', { name: 'Ab' }, 'Câmpul nume trebuie să aibă cel puțin 3 caractere.'],
    ['name', { name: long(201) }, 'Câmpul nume poate avea cel mult 200 de caractere.'],
    ['slug', { slug: '' }, 'Câmpul slug este obligatoriu.'],
    ['slug', { slug: 'ab' }, 'Slug-ul „ab” este prea scurt (minim 3 caractere)'],
    ['slug', { slug: long(101) }, 'Slug-ul poate avea cel mult 100 de caractere.'],
    [
      'slug',
      { slug: 'Cu Spații' },
      'Slug-ul „Cu Spații” poate conține doar litere mici, cifre și cratime.',
    ],
    ['description', { description: '' }, 'Câmpul descriere este obligatoriu.'],
    [
      'description',
      { description: long(1501) },
      'Câmpul descriere poate avea cel mult 1.500 de caractere.',
    ],
    ['impact_areas', { impact_areas: undefined }, 'Câmpul arii de impact este obligatoriu.'],
    ['impact_areas', { impact_areas: [] }, 'Alege cel puțin o arie de impact.'],
    ['organization_id', { organization_id: '' }, 'Câmpul organizație este obligatoriu.'],
    [
      'organization_id',
      { organization_id: '00000000-0000-4000-8000-000000000000' },
      'Organizația nu există.',
    ],
  ])('%s: %j is refused under its field; nothing is written', async (field, change, message) => {
    const data = communityForm(organization.uid, [areas[0].id], change)
    const before = await count('communities', 'organization_id = $1', [organization.id])
    const { page } = await superAdmin.submit('POST', '/communities', data, { from: from() })
    expect(page?.component).toBe('organizations/communities')
    expect(page?.props.errors[field]).toBe(message)
    expect(await count('communities', 'organization_id = $1', [organization.id])).toBe(before)
  })

  test('a child impact area is refused: main areas only', async () => {
    const child = await childImpactArea(areas[0].id)
    const data = communityForm(organization.uid, [child.id])
    const { page } = await superAdmin.submit('POST', '/communities', data, { from: from() })
    expect(page?.props.errors.impact_areas).toBe('Alege doar arii de impact principale.')
    expect(await communityBySlug(data.slug)).toBeUndefined()
  })

  test('a taken slug is refused with "indisponibil" under slug', async () => {
    const existing = communityForm(organization.uid, [areas[0].id])
    await superAdmin.submit('POST', '/communities', existing, { from: from() })
    const before = await count('communities', 'organization_id = $1', [organization.id])
    const { page } = await superAdmin.submit(
      'POST',
      '/communities',
      communityForm(organization.uid, [areas[1].id], { slug: existing.slug, name: 'Alt nume' }),
      { from: from() }
    )
    expect(page?.props.errors.slug).toBe(`Slug-ul „${existing.slug}” este indisponibil`)
    expect(await count('communities', 'organization_id = $1', [organization.id])).toBe(before)
    expect(await count('communities', 'slug = $1', [existing.slug])).toBe(1)
  })

  test('two administrators taking the same slug at once: one community, the other told "indisponibil"', async () => {
    const second = await signedIn(await createUser({ role: 'super-admin' }))
    const slug = freeSlug()
    const results = await Promise.all(
      [superAdmin, second].map((client, index) =>
        client.submit(
          'POST',
          '/communities',
          communityForm(organization.uid, [areas[index].id], { slug, name: `Concurent ${index}` }),
          { from: from() }
        )
      )
    )
    expect(await count('communities', 'slug = $1', [slug])).toBe(1)
    const errors = results.map((result) => result.page?.props.errors.slug).filter(Boolean)
    expect(errors).toEqual([`Slug-ul „${slug}” este indisponibil`])
  })

  test('org-admins and users without a role are refused, nothing written; guests go to /login', async () => {
    const mine = 'organization_id = $1'
    const before = await count('communities', mine, [orgAdminOrganization.id])
    const data = communityForm(orgAdminOrganization.uid, [areas[0].id])
    await expectForbidden(await orgAdmin.submit('POST', '/communities', data))
    await expectForbidden(await noRole.submit('POST', '/communities', data))
    await guestIsSentToLogin('POST', '/communities', data)
    expect(await count('communities', mine, [orgAdminOrganization.id])).toBe(before)
    expect(await communityBySlug(data.slug)).toBeUndefined()
  })
})

describe('PUT /communities/{uid}', () => {
  const from = () => `/organizations/${organization.uid}/communities`

  async function newCommunity() {
    const data = communityForm(organization.uid, [areas[0].id, areas[1].id])
    await superAdmin.submit('POST', '/communities', data, { from: from() })
    return (await communityBySlug(data.slug))!
  }

  test('changes name, description and main areas; the slug stays; children of kept areas stay', async () => {
    const community = await newCommunity()
    const keptChild = await childImpactArea(areas[0].id)
    const droppedChild = await childImpactArea(areas[1].id)
    await setImpactAreas(community.id, [keptChild.id, droppedChild.id])

    const { status, page } = await superAdmin.submit(
      'PUT',
      `/communities/${community.uid}`,
      {
        name: 'Nume nou',
        slug: 'alt-slug-incercat',
        description: 'Descriere nouă',
        impact_areas: [areas[0].id, areas[2].id],
      },
      { from: from() }
    )
    expect(status).toBe(303)
    expect(page?.flash.success).toBe('Comunitatea „Nume nou” a fost actualizată.')
    const row = await communityByUid(community.uid)
    expect(row).toMatchObject({
      name: 'Nume nou',
      description: 'Descriere nouă',
      slug: community.slug,
    })
    expect(await impactAreaIdsOf(community.id)).toEqual(
      [areas[0].id, areas[2].id, keptChild.id].sort((a, b) => a - b)
    )
  })

  test.each([
    ['name', { name: '' }, 'Câmpul nume este obligatoriu.'],
    ['name', { name: 'Ab' }, 'Câmpul nume trebuie să aibă cel puțin 3 caractere.'],
    ['name', { name: 'a'.repeat(201) }, 'Câmpul nume poate avea cel mult 200 de caractere.'],
    ['description', { description: '' }, 'Câmpul descriere este obligatoriu.'],
    [
      'description',
      { description: 'a'.repeat(1501) },
      'Câmpul descriere poate avea cel mult 1.500 de caractere.',
    ],
  ])('%s: %j is refused under its field; nothing changes', async (field, change, message) => {
    const community = await newCommunity()
    const { page } = await superAdmin.submit(
      'PUT',
      `/communities/${community.uid}`,
      { name: 'Nume bun', description: 'Descriere bună', impact_areas: [areas[3].id], ...change },
      { from: from() }
    )
    expect(page?.props.errors[field]).toBe(message)
    expect(await communityByUid(community.uid)).toEqual(community)
    expect(await impactAreaIdsOf(community.id)).toEqual(
      [areas[0].id, areas[1].id].sort((a, b) => a - b)
    )
  })

  test('a child impact area is refused', async () => {
    const community = await newCommunity()
    const child = await childImpactArea(areas[2].id)
    const { page } = await superAdmin.submit(
      'PUT',
      `/communities/${community.uid}`,
      { name: 'Nume bun', description: 'Descriere bună', impact_areas: [child.id] },
      { from: from() }
    )
    expect(page?.props.errors.impact_areas).toBe('Alege doar arii de impact principale.')
    expect(await impactAreaIdsOf(community.id)).toEqual(
      [areas[0].id, areas[1].id].sort((a, b) => a - b)
    )
  })

  test('an unknown community is not found', async () => {
    const reply = await superAdmin.submit(
      'PUT',
      '/communities/00000000-0000-4000-8000-000000000000',
      { name: 'Nume bun', description: 'x' }
    )
    expect(reply.status).toBe(404)
  })

  test('org-admins (even of its organization) and users without a role are refused; guests go to /login', async () => {
    const own = await createCommunity(orgAdminOrganization.id)
    const before = await communityByUid(own.uid)
    const data = { name: 'Schimbat', description: 'Schimbat' }
    await expectForbidden(await orgAdmin.submit('PUT', `/communities/${own.uid}`, data))
    await expectForbidden(await noRole.submit('PUT', `/communities/${own.uid}`, data))
    await guestIsSentToLogin('PUT', `/communities/${own.uid}`, data)
    expect(await communityByUid(own.uid)).toEqual(before)
  })
})

describe('DELETE /communities/{uid}', () => {
  const from = () => `/organizations/${organization.uid}/communities`

  test('deletes the community with its modules and impact areas; others stay', async () => {
    const community = await createCommunity(organization.id, ['events-module'])
    const other = await createCommunity(organization.id)
    await setImpactAreas(community.id, [areas[0].id])

    const { status, page } = await superAdmin.submit(
      'DELETE',
      `/communities/${community.uid}`,
      {},
      { from: from() }
    )
    expect(status).toBe(303)
    expect(page?.component).toBe('organizations/communities')
    expect(page?.flash.success).toBe(`Comunitatea „${community.name}” a fost ștearsă.`)
    expect(await communityByUid(community.uid)).toBeUndefined()
    expect(await countInCommunity('community_modules', community.id)).toBe(0)
    expect(await countInCommunity('community_impact_areas', community.id)).toBe(0)
    expect(await communityByUid(other.uid)).toBeDefined()
  })

  test('refused while it has invoices: they are kept, and so is the community', async () => {
    const community = await createCommunity(organization.id)
    const { bids } = await createWonCar(community.id, [{ contact_id: null, amount_cents: 100_00 }])
    await createInvoice(community.id, { bid_id: bids[0].id, number: 1 })
    const { page } = await superAdmin.submit(
      'DELETE',
      `/communities/${community.uid}`,
      {},
      {
        from: from(),
      }
    )
    expect(page?.flash.error).toBe(
      `Comunitatea „${community.name}” nu poate fi ștearsă: are o factură emisă, care se păstrează cum cere legea contabilității (Legea nr. 82/1991).`
    )
    expect(await communityByUid(community.uid)).toBeDefined()
    expect(await countInCommunity('invoices', community.id)).toBe(1)
  })

  test('an org-admin whose current community it was works on in another one', async () => {
    const owner = await createOrgAdmin(['events-module'])
    const second = await createCommunity(owner.organization.id)
    const client = await signedIn(owner.user)
    await client.submit('POST', '/community/switch', { community: second.uid }, { from: '/' })
    await superAdmin.submit('DELETE', `/communities/${second.uid}`, {}, { from: from() })
    const page = await client.visit('/')
    expect(page.status).toBe(200)
    expect(page.props.auth.community.uid).toBe(owner.community.uid)
  })

  test('an unknown community is not found', async () => {
    const reply = await superAdmin.submit(
      'DELETE',
      '/communities/00000000-0000-4000-8000-000000000000',
      {}
    )
    expect(reply.status).toBe(404)
  })

  test('org-admins (even of its organization) and users without a role are refused; guests go to /login', async () => {
    const own = await createCommunity(orgAdminOrganization.id)
    await expectForbidden(await orgAdmin.submit('DELETE', `/communities/${own.uid}`, {}))
    await expectForbidden(await noRole.submit('DELETE', `/communities/${own.uid}`, {}))
    await guestIsSentToLogin('DELETE', `/communities/${own.uid}`, {})
    expect(await communityByUid(own.uid)).toBeDefined()
  })
})

describe('GET /communities/{uid}', () => {
  test('profile, modules and users of the community; ?tab= picks the tab', async () => {
    const owner = await createOrgAdmin(['events-module'])
    await query(`update communities set description = 'Despre noi' where id = $1`, [
      owner.community.id,
    ])
    const child = await childImpactArea(areas[0].id)
    await setImpactAreas(owner.community.id, [areas[0].id, child.id])
    const events = await moduleBySlug('events-module')

    const page = await superAdmin.visit(`/communities/${owner.community.uid}?tab=modules`)
    expect(page.component).toBe('communities/show')
    expect(page.props.tab).toBe('modules')
    expect(page.props.community).toMatchObject({
      uid: owner.community.uid,
      name: owner.community.name,
      description: 'Despre noi',
      organization: { uid: owner.organization.uid, name: owner.organization.name },
      impactAreas: [{ id: areas[0].id, name: areas[0].name, children: [child.name] }],
      moduleIds: [events.id],
    })
    expect(page.props.modules.map((m: { slug: string }) => m.slug)).toEqual([
      'events-module',
      'feeds-module',
      'products-module',
    ])
    expect(page.props.users.map((u: { email: string }) => u.email)).toEqual([owner.user.email])
    expect(await superAdmin.propAt(`/communities/${owner.community.uid}?tab=nimic`, 'tab')).toBe(
      'profile'
    )
  })

  test('an unknown community is not found; org-admins and no-role users are refused; guests go to /login', async () => {
    expect(await statusOf(superAdmin, '/communities/00000000-0000-4000-8000-000000000000')).toBe(
      404
    )
    const own = await createCommunity(orgAdminOrganization.id)
    await expectForbidden(await orgAdmin.visit(`/communities/${own.uid}`))
    await expectForbidden(await noRole.visit(`/communities/${own.uid}`))
    await guestIsSentToLogin('GET', `/communities/${own.uid}`)
  })
})

describe('GET /organizations/{uid}/communities', () => {
  test('the table of the organization’s communities with search, and the modal’s options', async () => {
    const other = await createOrganization()
    const a = await createCommunity(other.id)
    const b = await createCommunity(other.id)
    await query(`update communities set description = 'Grădinari urbani' where id = $1`, [b.id])
    await setImpactAreas(b.id, [areas[1].id])
    await createCommunity(organization.id)

    const page = await superAdmin.visit(`/organizations/${other.uid}/communities`)
    expect(page.component).toBe('organizations/communities')
    expect(page.props.organization).toEqual({ uid: other.uid, name: other.name })
    expect(page.props.communities.map((c: { uid: string }) => c.uid)).toEqual([a.uid, b.uid])
    expect(page.props.communities[1]).toMatchObject({
      name: b.name,
      description: 'Grădinari urbani',
      impactAreas: [areas[1].id],
      url: null,
    })
    expect(page.props.impactAreas).toEqual(
      areas.map((area) => ({ value: area.id, label: area.name }))
    )
    // The slug input's suffix: COMMUNITY_DOMAIN, else the app's own host.
    expect(page.props.domain).toBe(process.env.COMMUNITY_DOMAIN || new URL(inject('baseUrl')).host)

    const found = await superAdmin.visit(`/organizations/${other.uid}/communities?search=GRĂDINARI`)
    expect(found.props.communities.map((c: { uid: string }) => c.uid)).toEqual([b.uid])
    expect(found.props.state.search).toBe('GRĂDINARI')
  })

  test('an unknown organization is not found; org-admins are refused; guests go to /login', async () => {
    expect(
      await statusOf(superAdmin, '/organizations/00000000-0000-4000-8000-000000000000/communities')
    ).toBe(404)
    expect(await statusOf(superAdmin, '/organizations/nu-e-un-uid/communities')).toBe(404)
    await expectForbidden(
      await orgAdmin.visit(`/organizations/${orgAdminOrganization.uid}/communities`)
    )
    await expectForbidden(await noRole.visit(`/organizations/${organization.uid}/communities`))
    await guestIsSentToLogin('GET', `/organizations/${organization.uid}/communities`)
  })
})

describe('GET /organizations/{uid}/modules', () => {
  test('each community of the organization with its modules', async () => {
    const other = await createOrganization()
    const a = await createCommunity(other.id, ['events-module', 'feeds-module'])
    const b = await createCommunity(other.id)
    const events = await moduleBySlug('events-module')
    const feeds = await moduleBySlug('feeds-module')

    const page = await superAdmin.visit(`/organizations/${other.uid}/modules`)
    expect(page.component).toBe('organizations/modules')
    expect(page.props.communities).toEqual(
      [
        { uid: a.uid, name: a.name, moduleIds: expect.arrayContaining([events.id, feeds.id]) },
        { uid: b.uid, name: b.name, moduleIds: [] },
      ].sort((x, y) => x.name.localeCompare(y.name))
    )
    expect(page.props.modules).toHaveLength(3)
  })

  test('an unknown organization is not found; org-admins are refused; guests go to /login', async () => {
    expect(
      await statusOf(superAdmin, '/organizations/00000000-0000-4000-8000-000000000000/modules')
    ).toBe(404)
    await expectForbidden(
      await orgAdmin.visit(`/organizations/${orgAdminOrganization.uid}/modules`)
    )
    await expectForbidden(await noRole.visit(`/organizations/${organization.uid}/modules`))
    await guestIsSentToLogin('GET', `/organizations/${organization.uid}/modules`)
  })
})
