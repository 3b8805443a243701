import { beforeAll, describe, expect, test } from 'vitest'
import { query } from '../support/db.ts'
import {
  type Area,
  chosenAreas,
  chosenDomains,
  column,
  communityRow,
  expectLogin,
  expectStatus,
  impactAreas,
  industries,
  people,
  text,
} from './helpers/community_settings.ts'

let p: Awaited<ReturnType<typeof people>>
let areas: Area[]
const base = (uid: string) => `/communities/${uid}/configuration`

beforeAll(async () => {
  p = await people()
  areas = await impactAreas()
})

describe('GET /communities/{uid}/configuration', () => {
  test('a super-admin sees profile, links and other info with the options', async () => {
    await query(`update organizations set billing_info = $2 where id = $1`, [
      p.organization.id,
      JSON.stringify({ cui: 'RO123456', city: 'Iași', country: 'România' }),
    ])
    const page = await p.superAdmin.visit(base(p.community.uid))
    expect(page.status).toBe(200)
    expect(page.component).toBe('communities/configuration')
    expect(page.props.community).toMatchObject({
      uid: p.community.uid,
      name: p.community.name,
      activityDomainIds: [],
      impactAreas: [],
      publicContact: {},
    })
    expect(page.props.organization.billingInfo).toEqual({
      cui: 'RO123456',
      city: 'Iași',
      country: 'România',
    })
    const all = await industries()
    expect(page.props.options.industries).toEqual(
      all.map((industry) => ({ value: industry.id, label: industry.name }))
    )
    expect(page.props.options.impactAreas).toEqual(areas)
  })

  test('an org-admin (even of the same organization) and a user without a role get 403; a guest /login', async () => {
    for (const client of [p.orgAdmin, p.otherOrgAdmin, p.noRole]) {
      const page = await client.visit(base(p.community.uid))
      expect(page.status).toBe(403)
      expect(page.component).toBe('errors/forbidden')
    }
    await expectLogin(p.guest, 'GET', base(p.community.uid))
  })
})

describe('POST /communities/{uid}/configuration/profile', () => {
  const profile = (change: Record<string, unknown> = {}) => ({
    name: 'Comunitatea Nouă',
    description: 'Descriere nouă',
    technical_administrator_contact: {
      first_name: 'Ion',
      last_name: 'Tehnicianu',
      email: 'Ion.Tehnic@Example.test',
      phone_number: '+40711222333',
    },
    ...change,
  })

  test('saves name, description and the technical administrator', async () => {
    const { location, page } = await p.superAdmin.submit(
      'POST',
      `${base(p.community.uid)}/profile`,
      profile()
    )
    expect(location).toBe(base(p.community.uid))
    expect(page?.flash.success).toBe('Profilul a fost salvat.')
    const row = await communityRow(p.community.id)
    expect(row).toMatchObject({ name: 'Comunitatea Nouă', description: 'Descriere nouă' })
    expect(row.technical_administrator_contact).toEqual({
      first_name: 'Ion',
      last_name: 'Tehnicianu',
      email: 'ion.tehnic@example.test',
      phone_number: '+40711222333',
    })
    // The slug is not changed by the profile.
    expect(row.slug).toBe(page?.props.community.slug)
  })

  test.each([
    ['name', { name: 'ab' }, 'Câmpul nume trebuie să aibă cel puțin 3 caractere.'],
    ['description', { description: '' }, 'Câmpul descriere este obligatoriu.'],
    [
      'technical_administrator_contact.email',
      { technical_administrator_contact: { email: 'nu-e-email' } },
      'Introdu o adresă de email validă.',
    ],
    [
      'technical_administrator_contact.phone_number',
      { technical_administrator_contact: { phone_number: '12' } },
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
  ])('%s is refused under its field; nothing changes', async (field, change, message) => {
    const before = await communityRow(p.community.id)
    const { page } = await p.superAdmin.submit(
      'POST',
      `${base(p.community.uid)}/profile`,
      profile(change),
      { from: base(p.community.uid) }
    )
    expect(page?.props.errors[field]).toBe(message)
    expect(await communityRow(p.community.id)).toEqual(before)
  })

  test('an org-admin gets 403 and a guest /login; nothing changes', async () => {
    const before = await communityRow(p.community.id)
    await expectStatus(
      await p.orgAdmin.submit('POST', `${base(p.community.uid)}/profile`, profile()),
      403
    )
    await expectStatus(
      await p.otherOrgAdmin.submit('POST', `${base(p.community.uid)}/profile`, profile()),
      403
    )
    await expectLogin(p.guest, 'POST', `${base(p.community.uid)}/profile`, profile())
    expect(await communityRow(p.community.id)).toEqual(before)
  })
})

describe('POST /communities/{uid}/configuration/links', () => {
  test('saves the links; a bad one is refused under its field', async () => {
    const { page } = await p.superAdmin.submit('POST', `${base(p.community.uid)}/links`, {
      links: { facebook: 'https://facebook.com/x', twitter: 'https://x.com/x' },
    })
    expect(page?.flash.success).toBe('Link-urile au fost salvate.')
    expect(await column(p.community.id, 'links')).toEqual({
      facebook: 'https://facebook.com/x',
      twitter: 'https://x.com/x',
    })

    const refused = await p.superAdmin.submit(
      'POST',
      `${base(p.community.uid)}/links`,
      {
        links: { youtube: 'youtube' },
      },
      { from: base(p.community.uid) }
    )
    expect(refused.page?.props.errors['links.youtube']).toBe(
      'Câmpul YouTube trebuie să fie un URL valid.'
    )
    expect(await column(p.community.id, 'links')).toEqual({
      facebook: 'https://facebook.com/x',
      twitter: 'https://x.com/x',
    })
  })

  test('an org-admin gets 403', async () => {
    await expectStatus(
      await p.orgAdmin.submit('POST', `${base(p.community.uid)}/links`, { links: {} }),
      403
    )
  })
})

describe('POST /communities/{uid}/configuration/other-info', () => {
  const url = () => `${base(p.community.uid)}/other-info`

  test('saves activity domains, main and child areas, and the public contact', async () => {
    const [domainA, domainB] = await industries()
    const [first, second] = areas
    const { page } = await p.superAdmin.submit('POST', url(), {
      activity_domain_ids: [domainA.id, domainB.id],
      impact_areas: [
        {
          main_impact_area_id: first.id,
          child_impact_area_ids: [first.children[0].id, first.children[1].id],
        },
        { main_impact_area_id: second.id, child_impact_area_ids: [] },
      ],
      public_contact: {
        first_name: 'Maria',
        last_name: 'Public',
        email: 'contact@comunitate.ro',
        phone_number: '0722000111',
      },
    })
    expect(page?.flash.success).toBe('Informațiile au fost salvate.')
    expect(await chosenDomains(p.community.id)).toEqual(
      [domainA.id, domainB.id].sort((a, b) => a - b)
    )
    expect(await chosenAreas(p.community.id)).toEqual(
      [first.id, first.children[0].id, first.children[1].id, second.id].sort((a, b) => a - b)
    )
    expect(await column(p.community.id, 'public_contact')).toEqual({
      first_name: 'Maria',
      last_name: 'Public',
      email: 'contact@comunitate.ro',
      phone_number: '+40722000111',
    })
    expect(page?.props.community.impactAreas).toEqual([
      {
        main_impact_area_id: first.id,
        child_impact_area_ids: [first.children[0].id, first.children[1].id],
      },
      { main_impact_area_id: second.id, child_impact_area_ids: [] },
    ])

    // Saving again replaces the choice.
    await p.superAdmin.submit('POST', url(), {
      activity_domain_ids: [],
      impact_areas: [
        { main_impact_area_id: second.id, child_impact_area_ids: [second.children[0].id] },
      ],
      public_contact: {},
    })
    expect(await chosenDomains(p.community.id)).toEqual([])
    expect(await chosenAreas(p.community.id)).toEqual(
      [second.id, second.children[0].id].sort((a, b) => a - b)
    )
    expect(await column(p.community.id, 'public_contact')).toEqual({})
  })

  test.each([
    [
      'a child of another main area',
      (a: Area[]) => ({
        impact_areas: [
          { main_impact_area_id: a[0].id, child_impact_area_ids: [a[1].children[0].id] },
        ],
      }),
      'impact_areas.0.child_impact_area_ids',
      'Ariile secundare trebuie să aparțină ariei principale alese.',
    ],
    [
      'a repeated main area',
      (a: Area[]) => ({
        impact_areas: [
          { main_impact_area_id: a[0].id, child_impact_area_ids: [] },
          { main_impact_area_id: a[0].id, child_impact_area_ids: [] },
        ],
      }),
      'impact_areas.1.main_impact_area_id',
      'Această arie principală este deja aleasă.',
    ],
    [
      'a child area given as a main area',
      (a: Area[]) => ({
        impact_areas: [{ main_impact_area_id: a[0].children[0].id, child_impact_area_ids: [] }],
      }),
      'impact_areas.0.main_impact_area_id',
      'Alege o arie principală din listă.',
    ],
    [
      'a row without a main area',
      () => ({ impact_areas: [{ child_impact_area_ids: [] }] }),
      'impact_areas.0.main_impact_area_id',
      'Câmpul aria principală este obligatoriu.',
    ],
    [
      'an unknown activity domain',
      () => ({ activity_domain_ids: [999999] }),
      'activity_domain_ids',
      'Alege domeniile de activitate din listă.',
    ],
    [
      'a bad public contact e-mail',
      () => ({ public_contact: { email: 'nu-e-email' } }),
      'public_contact.email',
      'Introdu o adresă de email validă.',
    ],
  ])('%s is refused under its field; nothing changes', async (_, data, field, message) => {
    const before = {
      row: await communityRow(p.community.id),
      areas: await chosenAreas(p.community.id),
      domains: await chosenDomains(p.community.id),
    }
    const { page } = await p.superAdmin.submit(
      'POST',
      url(),
      { public_contact: { first_name: 'Altcineva' }, ...data(areas) },
      { from: base(p.community.uid) }
    )
    expect(page?.props.errors[field]).toBe(message)
    expect({
      row: await communityRow(p.community.id),
      areas: await chosenAreas(p.community.id),
      domains: await chosenDomains(p.community.id),
    }).toEqual(before)
  })

  test('an org-admin gets 403; nothing changes', async () => {
    const before = await chosenAreas(p.community.id)
    await expectStatus(
      await p.orgAdmin.submit('POST', url(), {
        impact_areas: [{ main_impact_area_id: areas[2].id, child_impact_area_ids: [] }],
      }),
      403
    )
    expect(await chosenAreas(p.community.id)).toEqual(before)
  })
})

test('the name limit is 200 characters', async () => {
  const { page } = await p.superAdmin.submit(
    'POST',
    `${base(p.community.uid)}/profile`,
    { name: text(201), description: 'x' },
    { from: base(p.community.uid) }
  )
  expect(page?.props.errors.name).toBe('Câmpul nume poate avea cel mult 200 de caractere.')
})
