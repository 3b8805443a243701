import { beforeAll, describe, expect, test } from 'vitest'
import {
  anotherCommunity,
  column,
  communityRow,
  componentOf,
  expectLogin,
  expectRefused,
  expectStatus,
  people,
  setCommunity,
  statusOf,
  text,
} from './helpers/community_settings.ts'

let p: Awaited<ReturnType<typeof people>>
const editUrl = (uid: string) => `/communities/${uid}/edit`

beforeAll(async () => {
  p = await people()
})

const LINKS = {
  terms: 'https://exemplu.ro/termeni',
  gdpr: 'https://exemplu.ro/gdpr',
  facebook: 'https://facebook.com/comunitate',
  instagram: 'https://instagram.com/comunitate',
  linkedin: 'https://linkedin.com/company/comunitate',
  pinterest: 'https://pinterest.com/comunitate',
  tiktok: 'https://tiktok.com/@comunitate',
  youtube: 'https://youtube.com/@comunitate',
  business: 'https://business.exemplu.ro',
  twitter: 'https://x.com/comunitate',
}

describe('GET /communities/{uid}/edit', () => {
  test('a super-admin sees the four tabs of any community', async () => {
    await setCommunity(p.community.id, {
      description: 'Despre noi',
      branding: { primary_color: '#112233' },
      links: { business: 'https://business.ro', twitter: 'https://x.com/noi' },
      address: { name: 'Piața Unirii 1', city: 'Cluj-Napoca', country: 'România', floor: '2' },
      latitude: 46.77,
      longitude: 23.59,
    })
    const page = await p.superAdmin.visit(editUrl(p.community.uid))
    expect(page.status).toBe(200)
    expect(page.component).toBe('communities/edit')
    expect(page.props.geocoder).toBe(false)
    expect(page.props.community).toMatchObject({
      uid: p.community.uid,
      name: p.community.name,
      description: 'Despre noi',
      organization: { uid: p.organization.uid },
      branding: { primary_color: '#112233' },
      address: { name: 'Piața Unirii 1', city: 'Cluj-Napoca', country: 'România', floor: '2' },
      latitude: 46.77,
      longitude: 23.59,
    })
    // Twitter is read from twitter (the old client read it from business).
    expect(page.props.community.links.twitter).toBe('https://x.com/noi')
    expect(page.props.community.links.business).toBe('https://business.ro')
    expect(page.props.community.links.facebook).toBe('')
  })

  test("an org-admin edits their organization's communities, not another's (404)", async () => {
    const second = await anotherCommunity(p.organization.id)
    expect(await componentOf(p.orgAdmin, editUrl(p.community.uid))).toBe('communities/edit')
    expect(await componentOf(p.orgAdmin, editUrl(second.uid))).toBe('communities/edit')
    const hidden = await p.otherOrgAdmin.visit(editUrl(p.community.uid))
    expect(hidden.status).toBe(404)
    expect(hidden.component).toBe('errors/not_found')
  })

  test('an unknown or malformed uid is not found', async () => {
    for (const uid of ['00000000-0000-0000-0000-000000000000', 'abc']) {
      expect(await statusOf(p.superAdmin, editUrl(uid))).toBe(404)
    }
  })

  test('a user without a role is refused; a guest goes to /login', async () => {
    const page = await p.noRole.visit(editUrl(p.community.uid))
    expect(page.status).toBe(403)
    expect(page.component).toBe('errors/forbidden')
    await expectLogin(p.guest, 'GET', editUrl(p.community.uid))
  })
})

describe('POST /communities/{uid}/edit: section community', () => {
  const form = (change: Record<string, unknown> = {}) => ({
    section: 'community',
    name: 'Comunitatea Verde',
    description: 'Oameni care plantează copaci.',
    ...change,
  })

  test('saves name and description', async () => {
    const { status, location, page } = await p.orgAdmin.submit(
      'POST',
      editUrl(p.community.uid),
      form({ name: '  Comunitatea Verde  ' })
    )
    expect(status).toBe(302)
    expect(location).toBe(editUrl(p.community.uid))
    expect(page?.flash.success).toBe('Datele comunității au fost salvate.')
    expect(page?.props.community).toMatchObject({
      name: 'Comunitatea Verde',
      description: 'Oameni care plantează copaci.',
    })
    const row = await communityRow(p.community.id)
    expect(row).toMatchObject({
      name: 'Comunitatea Verde',
      description: 'Oameni care plantează copaci.',
    })
  })

  test.each([
    ['name', { name: '' }, 'Câmpul nume este obligatoriu.'],
    ['name', { name: 'ab' }, 'Câmpul nume trebuie să aibă cel puțin 3 caractere.'],
    ['name', { name: text(201) }, 'Câmpul nume poate avea cel mult 200 de caractere.'],
    ['description', { description: '' }, 'Câmpul descriere este obligatoriu.'],
    [
      'description',
      { description: text(1501) },
      'Câmpul descriere poate avea cel mult 1.500 de caractere.',
    ],
    ['section', { section: 'altceva' }, 'Valoarea aleasă pentru secțiune nu este validă.'],
  ])('%s: %j is refused under its field; nothing changes', async (field, change, message) => {
    const before = await communityRow(p.community.id)
    const { page } = await p.superAdmin.submit('POST', editUrl(p.community.uid), form(change), {
      from: editUrl(p.community.uid),
    })
    expect(page?.component).toBe('communities/edit')
    expect(page?.props.errors[field]).toBe(message)
    expect(await communityRow(p.community.id)).toEqual(before)
  })

  test('an org-admin of another organization gets 404 and nothing changes', async () => {
    await expectRefused(p.otherOrgAdmin, editUrl(p.community.uid), form(), p.community.id, 404)
  })

  test('a user without a role gets 403, a guest goes to /login; nothing changes', async () => {
    const before = await communityRow(p.community.id)
    await expectStatus(await p.noRole.submit('POST', editUrl(p.community.uid), form()), 403)
    await expectLogin(p.guest, 'POST', editUrl(p.community.uid), form())
    expect(await communityRow(p.community.id)).toEqual(before)
  })
})

describe('POST /communities/{uid}/edit: section branding', () => {
  const colours = {
    primary_color: '#AA0011',
    secondary_color: '#00bb22',
    primary_gradient_color: '#123456',
    secondary_gradient_color: '',
  }

  test('saves the colours (lower-case; empty ones are not stored)', async () => {
    const { page } = await p.superAdmin.submit('POST', editUrl(p.community.uid), {
      section: 'branding',
      branding: colours,
    })
    expect(page?.flash.success).toBe('Culorile au fost salvate.')
    expect(await column(p.community.id, 'branding')).toEqual({
      primary_color: '#aa0011',
      secondary_color: '#00bb22',
      primary_gradient_color: '#123456',
    })
  })

  test.each([
    'primary_color',
    'secondary_color',
    'primary_gradient_color',
    'secondary_gradient_color',
  ])('a malformed %s is refused under its field', async (name) => {
    const before = await communityRow(p.community.id)
    const { page } = await p.orgAdmin.submit('POST', editUrl(p.community.uid), {
      section: 'branding',
      branding: { ...colours, [name]: 'roșu' },
    })
    expect(page?.props.errors[`branding.${name}`]).toBe('Introdu o culoare în formatul #rrggbb.')
    expect(await communityRow(p.community.id)).toEqual(before)
  })

  test('an org-admin of another organization gets 404 and nothing changes', async () => {
    const body = { section: 'branding', branding: colours }
    await expectRefused(p.otherOrgAdmin, editUrl(p.community.uid), body, p.community.id, 404)
  })
})

describe('POST /communities/{uid}/edit: section links', () => {
  test('saves the ten links; twitter and business stay apart; empty ones are removed', async () => {
    const { page } = await p.orgAdmin.submit('POST', editUrl(p.community.uid), {
      section: 'links',
      links: LINKS,
    })
    expect(page?.flash.success).toBe('Link-urile au fost salvate.')
    expect(await column(p.community.id, 'links')).toEqual(LINKS)
    expect(page?.props.community.links).toEqual(LINKS)

    await p.orgAdmin.submit('POST', editUrl(p.community.uid), {
      section: 'links',
      links: { ...LINKS, pinterest: '', tiktok: '' },
    })
    const { pinterest, tiktok, ...rest } = LINKS
    expect([pinterest, tiktok]).toHaveLength(2)
    expect(await column(p.community.id, 'links')).toEqual(rest)
  })

  test.each([
    ['facebook', 'facebook.com/comunitate', 'Câmpul Facebook trebuie să fie un URL valid.'],
    ['twitter', 'ftp://x.com/comunitate', 'Câmpul Twitter trebuie să fie un URL valid.'],
    ['terms', 'javascript:alert(1)', 'Câmpul termeni și condiții trebuie să fie un URL valid.'],
    [
      'gdpr',
      `https://exemplu.ro/${text(500)}`,
      'Câmpul GDPR poate avea cel mult 500 de caractere.',
    ],
  ])('%s = %s is refused under its field', async (name, value, message) => {
    const before = await communityRow(p.community.id)
    const { page } = await p.superAdmin.submit('POST', editUrl(p.community.uid), {
      section: 'links',
      links: { ...LINKS, [name]: value },
    })
    expect(page?.props.errors[`links.${name}`]).toBe(message)
    expect(await communityRow(p.community.id)).toEqual(before)
  })

  test('an org-admin of another organization gets 404 and nothing changes', async () => {
    const body = { section: 'links', links: LINKS }
    await expectRefused(p.otherOrgAdmin, editUrl(p.community.uid), body, p.community.id, 404)
  })
})

describe('POST /communities/{uid}/edit/contact', () => {
  const contactUrl = (uid: string) => `/communities/${uid}/edit/contact`
  const typed = (change: Record<string, unknown> = {}) => ({
    contact: {
      address: 'Strada Memorandumului 28',
      city: 'Cluj-Napoca',
      country: '',
      entrance: 'B',
      floor: '3',
      flat: '12',
      address_changed: false,
      ...change,
    },
  })

  test('an address typed by hand is saved; the country defaults to România', async () => {
    const { page } = await p.orgAdmin.submit('POST', contactUrl(p.community.uid), typed(), {
      from: editUrl(p.community.uid),
    })
    expect(page?.flash.success).toBe('Adresa a fost salvată.')
    expect(page?.component).toBe('communities/edit')
    const row = await communityRow(p.community.id)
    expect(row.address).toEqual({
      name: 'Strada Memorandumului 28',
      city: 'Cluj-Napoca',
      country: 'România',
      entrance: 'B',
      floor: '3',
      flat: '12',
    })
    expect([row.latitude, row.longitude]).toEqual([null, null])
  })

  test('a picked place brings its coordinates; they stay while the address stays, and go when it changes', async () => {
    const place = {
      address: 'Primăria Cluj-Napoca',
      street: 'Calea Moților 3',
      city: 'Cluj-Napoca',
      country: 'România',
      latitude: 46.7693,
      longitude: 23.5899,
      address_changed: true,
    }
    await p.superAdmin.submit('POST', contactUrl(p.community.uid), typed(place))
    let row = await communityRow(p.community.id)
    expect(row.address).toMatchObject({ name: 'Primăria Cluj-Napoca', street: 'Calea Moților 3' })
    expect([row.latitude, row.longitude]).toEqual([46.7693, 23.5899])

    // Only the flat changes: same place, same coordinates (sent ones are ignored).
    await p.superAdmin.submit(
      'POST',
      contactUrl(p.community.uid),
      typed({ ...place, flat: '14', latitude: 1, longitude: 1, address_changed: false })
    )
    row = await communityRow(p.community.id)
    expect(row.address.flat).toBe('14')
    expect([row.latitude, row.longitude]).toEqual([46.7693, 23.5899])

    // A different address typed by hand has no coordinates.
    await p.superAdmin.submit(
      'POST',
      contactUrl(p.community.uid),
      typed({ address: 'Altundeva 1' })
    )
    row = await communityRow(p.community.id)
    expect([row.latitude, row.longitude]).toEqual([null, null])
  })

  test.each([
    ['contact.address', { address: '' }, 'Câmpul adresă este obligatoriu.'],
    [
      'contact.address',
      { address: text(201) },
      'Câmpul adresă poate avea cel mult 200 de caractere.',
    ],
    [
      'contact.city',
      { city: text(101) },
      'Câmpul localitate poate avea cel mult 100 de caractere.',
    ],
    [
      'contact.entrance',
      { entrance: text(21) },
      'Câmpul scară poate avea cel mult 20 de caractere.',
    ],
    ['contact.floor', { floor: text(21) }, 'Câmpul etaj poate avea cel mult 20 de caractere.'],
    ['contact.flat', { flat: text(21) }, 'Câmpul apartament poate avea cel mult 20 de caractere.'],
    [
      'contact.latitude',
      { latitude: 91, longitude: 20, address_changed: true },
      'Câmpul latitudine trebuie să fie cel mult 90.',
    ],
    [
      'contact.longitude',
      { latitude: 45, longitude: -181, address_changed: true },
      'Câmpul longitudine trebuie să fie cel puțin -180.',
    ],
  ])('%s: %j is refused; nothing changes', async (field, change, message) => {
    const before = await communityRow(p.community.id)
    const { page } = await p.orgAdmin.submit('POST', contactUrl(p.community.uid), typed(change), {
      from: editUrl(p.community.uid),
    })
    expect(page?.props.errors[field]).toBe(message)
    expect(await communityRow(p.community.id)).toEqual(before)
  })

  test('an org-admin of another organization gets 404, a user without a role 403, a guest /login', async () => {
    const before = await communityRow(p.community.id)
    await expectStatus(
      await p.otherOrgAdmin.submit('POST', contactUrl(p.community.uid), typed()),
      404
    )
    await expectStatus(await p.noRole.submit('POST', contactUrl(p.community.uid), typed()), 403)
    await expectLogin(p.guest, 'POST', contactUrl(p.community.uid), typed())
    expect(await communityRow(p.community.id)).toEqual(before)
  })
})
