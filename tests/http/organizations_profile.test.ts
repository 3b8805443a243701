import { beforeAll, describe, expect, test } from 'vitest'
import { signedIn, type TestClient } from '../support/client.ts'
import { createOrgAdmin, createOrganization, createUser, factories } from '../support/db.ts'
import { expectForbidden } from './helpers/users.ts'
import {
  expectGuestSentToLogin,
  nicheIdsOf,
  organizationByUid,
  profileForm,
  twoIndustries,
} from './helpers/organizations.ts'

let superAdmin: TestClient
let orgAdmin: TestClient
let own: { id: number; uid: string; name: string }

beforeAll(async () => {
  superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
  const setup = await createOrgAdmin()
  orgAdmin = await signedIn(setup.user)
  own = setup.organization
})

describe('GET /organizations/{uid}', () => {
  test('the profile tab: name, slug, billing (country defaults to România) and contacts', async () => {
    const organization = await createOrganization()
    const page = await superAdmin.visit(`/organizations/${organization.uid}`)
    expect(page.component).toBe('organizations/profile')
    expect(page.props.organization).toMatchObject({
      uid: organization.uid,
      name: organization.name,
      url: '',
      logoUrl: null,
      coverUrl: null,
    })
    expect(page.props.organization.slug).toMatch(/^org-/)
    expect(page.props.organization.billingInfo).toMatchObject({ country: 'România', iban: '' })
    expect(page.props.organization.legalRepresentativeContact).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
    })
  })

  test('an org-admin gets 403 (own organization too), a guest goes to /login, an unknown uid 404', async () => {
    for (const path of ['', '/settings', '/branding', '/users']) {
      await expectForbidden(await orgAdmin.visit(`/organizations/${own.uid}${path}`))
      await expectGuestSentToLogin('GET', `/organizations/${own.uid}${path}`)
    }
    const missing = await superAdmin.visit('/organizations/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
  })
})

describe('PATCH /organizations/{uid}', () => {
  test('saves name, website, billing and both contacts; the slug never changes', async () => {
    const organization = await createOrganization()
    const before = await organizationByUid(organization.uid)
    const data = { ...profileForm(), slug: 'alt-identificator' }
    const { location, page } = await superAdmin.submit(
      'PATCH',
      `/organizations/${organization.uid}`,
      data
    )
    expect(location).toBe(`/organizations/${organization.uid}`)
    expect(page?.flash.success).toBe('Profilul organizației a fost salvat.')
    const row = await organizationByUid(organization.uid)
    expect(row).toMatchObject({ name: data.name, url: data.url, slug: before!.slug })
    // Empty fields are not stored.
    expect(row!.billing_info).toEqual({
      cui: 'RO14399840',
      reg_com: 'J40/123/2020',
      iban: 'RO49AAAA1B31007593840000',
      street: 'Str. Lungă',
      street_no: '10',
      city: 'Brașov',
      county: 'Brașov',
      country: 'România',
      zip_code: '500001',
    })
    expect(row!.legal_representative_contact).toEqual(data.legal_representative_contact)
    expect(row!.technical_administrator_contact).toEqual(data.technical_administrator_contact)
    expect(page?.props.organization.billingInfo.iban).toBe('RO49AAAA1B31007593840000')
  })

  test('a name alone changes the name only: website, billing and contacts stay', async () => {
    const organization = await createOrganization()
    await superAdmin.submit('PATCH', `/organizations/${organization.uid}`, profileForm())
    const before = await organizationByUid(organization.uid)
    const { location } = await superAdmin.submit('PATCH', `/organizations/${organization.uid}`, {
      name: 'Numele nou',
    })
    expect(location).toBe(`/organizations/${organization.uid}`)
    const after = await organizationByUid(organization.uid)
    const kept = [
      'url',
      'slug',
      'billing_info',
      'legal_representative_contact',
      'technical_administrator_contact',
    ] as const
    expect(after!.name).toBe('Numele nou')
    for (const column of kept) expect(after![column], column).toEqual(before![column])
    expect(after!.billing_info).toMatchObject({ cui: 'RO14399840', city: 'Brașov' })
  })

  test('the CUI, IBAN and Reg. Com. typed with spaces or in small letters are stored compact, in capitals; the new Reg. Com. form is accepted', async () => {
    const organization = await createOrganization()
    const form = profileForm()
    const { page } = await superAdmin.submit('PATCH', `/organizations/${organization.uid}`, {
      ...form,
      billing_info: {
        ...form.billing_info,
        cui: 'ro 14399840',
        iban: 'ro49 aaaa 1b31 0075 9384 0000',
        reg_com: 'j2020001234400',
      },
    })
    expect(page?.flash.success).toBe('Profilul organizației a fost salvat.')
    const row = await organizationByUid(organization.uid)
    expect(row!.billing_info).toMatchObject({
      cui: 'RO14399840',
      iban: 'RO49AAAA1B31007593840000',
      reg_com: 'J2020001234400',
    })
  })

  test('contacts and the website are optional', async () => {
    const organization = await createOrganization()
    const empty = { first_name: '', last_name: '', email: '', phone_number: '' }
    await superAdmin.submit('PATCH', `/organizations/${organization.uid}`, {
      name: 'Doar numele',
      url: '',
      billing_info: {},
      legal_representative_contact: empty,
      technical_administrator_contact: empty,
    })
    const row = await organizationByUid(organization.uid)
    expect(row).toMatchObject({ name: 'Doar numele', url: null })
    expect(row!.legal_representative_contact).toEqual({})
  })

  test.each([
    ['name', { name: '' }, 'Câmpul nume este obligatoriu.'],
    ['name', { name: 'x'.repeat(201) }, 'Câmpul nume poate avea cel mult 200 de caractere.'],
    [
      'url',
      { url: 'exemplu.ro' },
      'Introdu o adresă web validă, care începe cu http:// sau https://.',
    ],
    [
      'billing_info.iban',
      { billing_info: { iban: 'RO12' } },
      'Introdu un IBAN valid (de exemplu RO49AAAA1B31007593840000).',
    ],
    [
      'billing_info.iban',
      { billing_info: { iban: 'RO49AAAA1B31007593840001' } },
      'IBAN-ul nu este valid: cifrele de control nu se potrivesc (un IBAN din România are 24 de caractere).',
    ],
    [
      'billing_info.cui',
      { billing_info: { cui: 'RO12345678' } },
      'CUI-ul nu este valid (cifra de control nu se potrivește).',
    ],
    [
      'billing_info.cui',
      { billing_info: { cui: 'RO-14399840' } },
      'CUI-ul nu este valid (cifra de control nu se potrivește).',
    ],
    [
      'billing_info.reg_com',
      { billing_info: { reg_com: 'J40-1234-2020' } },
      'Introdu un nr. de înregistrare la Registrul Comerțului valid (de exemplu J40/1234/2020 sau J2020001234400).',
    ],
    [
      'billing_info.reg_com',
      { billing_info: { reg_com: 'J99/1234/2020' } },
      'Introdu un nr. de înregistrare la Registrul Comerțului valid (de exemplu J40/1234/2020 sau J2020001234400).',
    ],
    [
      'billing_info.county',
      { billing_info: { county: 'Atlantida' } },
      'Scrie un județ al României (de exemplu Cluj sau București).',
    ],
    [
      'billing_info.city',
      { billing_info: { city: 'x'.repeat(101) } },
      'Câmpul localitate poate avea cel mult 100 de caractere.',
    ],
    [
      'legal_representative_contact.email',
      { legal_representative_contact: { email: 'nu-e-email' } },
      'Introdu o adresă de email validă.',
    ],
    [
      'technical_administrator_contact.phone_number',
      { technical_administrator_contact: { phone_number: '12' } },
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
  ])('%s: %j is refused under its field; nothing changes', async (field, change, message) => {
    const organization = await createOrganization()
    const before = await organizationByUid(organization.uid)
    const { page } = await superAdmin.submit(
      'PATCH',
      `/organizations/${organization.uid}`,
      profileForm(change),
      { from: `/organizations/${organization.uid}` }
    )
    expect(page?.component).toBe('organizations/profile')
    expect(page?.props.errors[field]).toBe(message)
    expect(await organizationByUid(organization.uid)).toEqual(before)
  })

  test('an org-admin gets 403 and nothing changes; a guest goes to /login', async () => {
    const before = await organizationByUid(own.uid)
    await expectForbidden(
      await orgAdmin.submit('PATCH', `/organizations/${own.uid}`, profileForm())
    )
    expect(await organizationByUid(own.uid)).toEqual(before)
    await expectGuestSentToLogin('PATCH', `/organizations/${own.uid}`)
  })

  test('saving one organization leaves another untouched', async () => {
    const [first, second] = [await createOrganization(), await createOrganization()]
    const before = await organizationByUid(second.uid)
    await superAdmin.submit('PATCH', `/organizations/${first.uid}`, profileForm())
    expect(await organizationByUid(second.uid)).toEqual(before)
  })
})

describe('settings: industry and niches', () => {
  test('GET lists the industries with their niches and the current choice', async () => {
    const [industry] = await twoIndustries()
    const { OrganizationFactory, chooseNiches } = await factories()
    const organization = await OrganizationFactory.merge({ industryId: industry.id }).create()
    await chooseNiches(organization, [industry.niches[0]])
    const page = await superAdmin.visit(`/organizations/${organization.uid}/settings`)
    expect(page.component).toBe('organizations/settings')
    expect(page.props.organization).toMatchObject({
      uid: organization.uid,
      industryId: industry.id,
      nicheIds: [industry.niches[0]],
    })
    const listed = page.props.industries.find((item: { id: number }) => item.id === industry.id)
    expect(listed.niches.map((niche: { id: number }) => niche.id).sort()).toEqual(
      [...industry.niches].sort()
    )
  })

  test('PATCH saves an industry and its niches; no industry clears the niches', async () => {
    const organization = await createOrganization()
    const [industry] = await twoIndustries()
    const niches = industry.niches.slice(0, 2)
    const { location, page } = await superAdmin.submit(
      'PATCH',
      `/organizations/${organization.uid}/settings`,
      { industry_id: industry.id, niche_ids: niches }
    )
    expect(location).toBe(`/organizations/${organization.uid}/settings`)
    expect(page?.flash.success).toBe('Setările organizației au fost salvate.')
    expect((await organizationByUid(organization.uid))!.industry_id).toBe(industry.id)
    expect(await nicheIdsOf(organization.id)).toEqual([...niches].sort((a, b) => a - b))

    await superAdmin.submit('PATCH', `/organizations/${organization.uid}/settings`, {
      industry_id: null,
      niche_ids: [],
    })
    expect((await organizationByUid(organization.uid))!.industry_id).toBeNull()
    expect(await nicheIdsOf(organization.id)).toEqual([])
  })

  test('niches alone keep the industry; another industry alone drops the old niches', async () => {
    const organization = await createOrganization()
    const [first, second] = await twoIndustries()
    const url = `/organizations/${organization.uid}/settings`
    await superAdmin.submit('PATCH', url, { industry_id: first.id, niche_ids: first.niches })
    await superAdmin.submit('PATCH', url, { niche_ids: [first.niches[0]] })
    expect((await organizationByUid(organization.uid))!.industry_id).toBe(first.id)
    expect(await nicheIdsOf(organization.id)).toEqual([first.niches[0]])

    await superAdmin.submit('PATCH', url, { name: 'Ignorat' })
    expect(await nicheIdsOf(organization.id)).toEqual([first.niches[0]])

    await superAdmin.submit('PATCH', url, { industry_id: second.id })
    expect((await organizationByUid(organization.uid))!.industry_id).toBe(second.id)
    expect(await nicheIdsOf(organization.id)).toEqual([])
  })

  test.each([
    [
      'niche_ids',
      'a niche of another industry',
      'Nișele alese trebuie să aparțină industriei selectate.',
    ],
    [
      'niche_ids',
      'niches without an industry',
      'Nișele alese trebuie să aparțină industriei selectate.',
    ],
    ['industry_id', 'an unknown industry', 'Industria aleasă nu există.'],
  ])('%s: %s is refused under its field; nothing changes', async (field, situation, message) => {
    const organization = await createOrganization()
    const [first, second] = await twoIndustries()
    const data =
      situation === 'a niche of another industry'
        ? { industry_id: first.id, niche_ids: [first.niches[0], second.niches[0]] }
        : situation === 'niches without an industry'
          ? { industry_id: null, niche_ids: [first.niches[0]] }
          : { industry_id: 999_999, niche_ids: [] }
    const { page } = await superAdmin.submit(
      'PATCH',
      `/organizations/${organization.uid}/settings`,
      data,
      { from: `/organizations/${organization.uid}/settings` }
    )
    expect(page?.props.errors[field]).toBe(message)
    expect((await organizationByUid(organization.uid))!.industry_id).toBeNull()
    expect(await nicheIdsOf(organization.id)).toEqual([])
  })

  test('an org-admin gets 403 and nothing changes; a guest goes to /login', async () => {
    const [industry] = await twoIndustries()
    await expectForbidden(
      await orgAdmin.submit('PATCH', `/organizations/${own.uid}/settings`, {
        industry_id: industry.id,
        niche_ids: [],
      })
    )
    expect((await organizationByUid(own.uid))!.industry_id).toBeNull()
    await expectGuestSentToLogin('PATCH', `/organizations/${own.uid}/settings`)
  })
})
