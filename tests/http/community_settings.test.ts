import { beforeAll, describe, expect, test } from 'vitest'
import { signedIn } from '../support/client.ts'
import { createOrgAdmin } from '../support/db.ts'
import {
  type Area,
  chosenAreas,
  column,
  communityRow,
  expectLogin,
  expectStatus,
  impactAreas,
  people,
} from './helpers/community_settings.ts'

let p: Awaited<ReturnType<typeof people>>
let areas: Area[]

beforeAll(async () => {
  p = await people()
  areas = await impactAreas()
})

const profile = {
  name: 'Setările mele',
  description: 'Comunitatea curentă',
  technical_administrator_contact: { first_name: 'Dan' },
}

describe('GET /community/settings', () => {
  test("an org-admin sees their current community's profile, links and other info", async () => {
    const page = await p.orgAdmin.visit('/community/settings')
    expect(page.status).toBe(200)
    expect(page.component).toBe('communities/settings')
    expect(page.props.community.uid).toBe(p.community.uid)
    expect(page.props.organization.uid).toBe(p.organization.uid)
    expect(page.props.options.impactAreas).toEqual(areas)
  })

  test('without the events module: 404, with a page saying the module is not active', async () => {
    const { user, community } = await createOrgAdmin([])
    const client = await signedIn(user)
    const page = await client.visit('/community/settings')
    expect(page.status).toBe(404)
    expect(page.component).toBe('errors/module_inactive')
    expect(page.props.community).toBe(community.name)
  })

  test('a super-admin and a user without a role get 403; a guest /login', async () => {
    for (const client of [p.superAdmin, p.noRole]) {
      const page = await client.visit('/community/settings')
      expect(page.status).toBe(403)
      expect(page.component).toBe('errors/forbidden')
    }
    await expectLogin(p.guest, 'GET', '/community/settings')
  })
})

describe('POST /community/settings/{profile,links,other-info}', () => {
  test('profile: saved on the current community only', async () => {
    const other = await communityRow(p.otherCommunity.id)
    const { location, page } = await p.orgAdmin.submit(
      'POST',
      '/community/settings/profile',
      profile
    )
    expect(location).toBe('/community/settings')
    expect(page?.flash.success).toBe('Profilul a fost salvat.')
    expect(await communityRow(p.community.id)).toMatchObject({
      name: 'Setările mele',
      description: 'Comunitatea curentă',
      technical_administrator_contact: { first_name: 'Dan' },
    })
    // The other organization's community is untouched.
    expect(await communityRow(p.otherCommunity.id)).toEqual(other)
  })

  test('profile: errors under their fields', async () => {
    const before = await communityRow(p.community.id)
    const { page } = await p.orgAdmin.submit(
      'POST',
      '/community/settings/profile',
      { name: '', description: '', technical_administrator_contact: { email: 'x' } },
      { from: '/community/settings' }
    )
    expect(page?.props.errors).toMatchObject({
      'name': 'Câmpul nume este obligatoriu.',
      'description': 'Câmpul descriere este obligatoriu.',
      'technical_administrator_contact.email': 'Introdu o adresă de email validă.',
    })
    expect(await communityRow(p.community.id)).toEqual(before)
  })

  test('links: saved; a bad URL refused under links.*', async () => {
    const { page } = await p.orgAdmin.submit('POST', '/community/settings/links', {
      links: { linkedin: 'https://linkedin.com/in/x' },
    })
    expect(page?.flash.success).toBe('Link-urile au fost salvate.')
    expect(await column(p.community.id, 'links')).toEqual({
      linkedin: 'https://linkedin.com/in/x',
    })
    const refused = await p.orgAdmin.submit(
      'POST',
      '/community/settings/links',
      {
        links: { linkedin: 'linkedin' },
      },
      { from: '/community/settings' }
    )
    expect(refused.page?.props.errors['links.linkedin']).toBe(
      'Câmpul LinkedIn trebuie să fie un URL valid.'
    )
    expect(await column(p.community.id, 'links')).toEqual({ linkedin: 'https://linkedin.com/in/x' })
  })

  test('other info: saved; a foreign child refused', async () => {
    const [first, second] = areas
    const { page } = await p.orgAdmin.submit('POST', '/community/settings/other-info', {
      impact_areas: [
        { main_impact_area_id: first.id, child_impact_area_ids: [first.children[0].id] },
      ],
      public_contact: { email: 'public@comunitate.ro' },
    })
    expect(page?.flash.success).toBe('Informațiile au fost salvate.')
    expect(await chosenAreas(p.community.id)).toEqual(
      [first.id, first.children[0].id].sort((a, b) => a - b)
    )
    const refused = await p.orgAdmin.submit(
      'POST',
      '/community/settings/other-info',
      {
        impact_areas: [
          { main_impact_area_id: first.id, child_impact_area_ids: [second.children[0].id] },
        ],
      },
      { from: '/community/settings' }
    )
    expect(refused.page?.props.errors['impact_areas.0.child_impact_area_ids']).toBe(
      'Ariile secundare trebuie să aparțină ariei principale alese.'
    )
    expect(await chosenAreas(p.community.id)).toEqual(
      [first.id, first.children[0].id].sort((a, b) => a - b)
    )
  })

  test('without the events module: 404 and nothing changes', async () => {
    const { user, community } = await createOrgAdmin([])
    const client = await signedIn(user)
    const before = await communityRow(community.id)
    for (const [path, body] of [
      ['/community/settings/profile', profile],
      ['/community/settings/links', { links: { gdpr: 'https://gdpr.ro' } }],
      ['/community/settings/other-info', { impact_areas: [] }],
    ] as const) {
      await expectStatus(await client.submit('POST', path, body), 'module')
    }
    expect(await communityRow(community.id)).toEqual(before)
  })

  test('a super-admin gets 403, a guest /login', async () => {
    await expectStatus(
      await p.superAdmin.submit('POST', '/community/settings/profile', profile),
      403
    )
    await expectLogin(p.guest, 'POST', '/community/settings/profile', profile)
  })
})
