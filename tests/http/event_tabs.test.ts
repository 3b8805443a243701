/**
 * The event editor: GET /events/{uid} and its tabs Sales Info, Branding, Contact, Links,
 * Partners and Sponsors, each saved on its own route, always inside the org-admin's current
 * community with the events module.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import {
  count,
  countInCommunity,
  createOrgAdmin,
  createUser,
  rowById,
  unique,
} from '../support/db.ts'
import { createCompany, createContact } from './helpers/contacts.ts'
import { createProduct } from './helpers/products.ts'
import {
  companyIds,
  contactForm,
  eventCompanies,
  eventWorld,
  salesInfoForm,
  type EventWorld,
} from './helpers/event_tabs.ts'
import { createEvent, eventByUid } from './helpers/events.ts'

let world: EventWorld
let client: TestClient

beforeAll(async () => {
  world = await eventWorld()
  client = world.client
})

const TABS = {
  'sales-info': 'sales',
  'branding': 'branding',
  'contact': 'contact',
  'links': 'links',
  'partners-and-sponsors': 'partners',
} as const
type TabPath = keyof typeof TABS

/** Posts a tab's form from the editor's page (on that tab). */
function save(who: TestClient, uid: string, path: TabPath, data: unknown) {
  return who.submit('POST', `/events/${uid}/edit/${path}`, data, {
    from: `/events/${uid}?tab=${TABS[path]}`,
  })
}

describe('GET /events/{uid}', () => {
  test('the editor: the event, every option list, the community companies and the chosen ones', async () => {
    const [mine, theirs] = [
      await createCompany(world.community.id, 'Alfa SRL'),
      await createCompany(world.sibling.id, 'Vecina SRL'),
    ]
    const sponsor = await createCompany(world.community.id, 'Beta SA')
    const product = await createProduct(world.community.id, { name: 'Bilet VIP' })
    await createProduct(world.sibling.id, { name: 'Bilet vecin' })
    const event = await createEvent(world.community.id, {
      name: 'Hackathon',
      uvp: 'Cod și pizza',
      primary_color: '#112233',
      facebook: 'https://facebook.com/hack',
    })
    await save(client, event.uid, 'partners-and-sponsors', {
      partners_ids: [mine.id],
      sponsors_ids: [sponsor.id],
    })

    const page = await client.visit(`/events/${event.uid}?tab=links`)
    expect(page.component).toBe('events/edit')
    expect(page.props.event).toMatchObject({
      uid: event.uid,
      name: 'Hackathon',
      salesInfo: { suitable_for: [], uvp: 'Cod și pizza', why_to_come: '', trust_el_text: '' },
      heroImageUrl: null,
      trustElImageUrl: null,
      branding: { primary_color: '#112233', secondary_color: '' },
      links: { facebook: 'https://facebook.com/hack', terms: '' },
      contact: { profile: { first_name: '', email: '' }, address: '', latitude: null },
    })
    expect(page.props.partnerIds).toEqual([mine.id])
    expect(page.props.sponsorIds).toEqual([sponsor.id])
    const companies = page.props.companies.map((option: { label: string }) => option.label)
    expect(companies).toContain('Alfa SRL')
    expect(companies).not.toContain(theirs.name)
    const products = page.props.options.products.map((option: { value: number }) => option.value)
    expect(products).toEqual([product.id])
    expect(page.props.options.suitable_for).toContainEqual({ value: 'families', label: 'Familii' })
    expect(page.props.options.event_visibility).toContainEqual({ value: 'public', label: 'Public' })
    expect(page.props.options.event_type.length).toBe(7)
    expect(page.props.options.event_promo.length).toBe(4)
    expect(page.props.eventForm).toMatchObject({ uid: event.uid, name: 'Hackathon' })
  })
})

describe('Sales Info', () => {
  test('saves the four fields and comes back to the tab with a toast', async () => {
    const event = await createEvent(world.community.id)
    const saved = await save(client, event.uid, 'sales-info', salesInfoForm())
    expect(saved.location).toBe(`/events/${event.uid}?tab=sales`)
    expect(saved.page?.flash.success).toBe('Informațiile de vânzare au fost salvate.')
    expect(await eventByUid(event.uid)).toMatchObject({
      suitable_for: ['students', 'families'],
      uvp: 'Înveți de la practicieni',
      why_to_come: 'Ateliere practice\nși networking',
      trust_el_text: 'Peste 500 de participanți anul trecut',
    })
    expect(saved.page?.props.event.salesInfo.suitable_for).toEqual(['students', 'families'])

    await save(client, event.uid, 'sales-info', salesInfoForm({ suitable_for: [] }))
    expect((await eventByUid(event.uid))!.suitable_for).toEqual([])
  })

  test.each([
    ['uvp', { uvp: '  ' }, 'Câmpul propunerea de valoare (UVP) este obligatoriu.'],
    ['why_to_come', { why_to_come: undefined }, 'Câmpul de ce să vină este obligatoriu.'],
    [
      'trust_el_text',
      { trust_el_text: '' },
      'Câmpul textul elementului de încredere este obligatoriu.',
    ],
    [
      'trust_el_text',
      { trust_el_text: 'x'.repeat(1501) },
      'Câmpul textul elementului de încredere poate avea cel mult 1.500 de caractere.',
    ],
    ['suitable_for.1', { suitable_for: ['students', 'pisici'] }, 'Alege publicul din listă.'],
    ['suitable_for', { suitable_for: 'students' }, 'Câmpul potrivit pentru nu este valid.'],
  ])('%s refused with its message, nothing written (%j)', async (field, fields, message) => {
    const event = await createEvent(world.community.id)
    const { page } = await save(client, event.uid, 'sales-info', salesInfoForm(fields))
    expect(page?.props.errors).toEqual({ [field]: message })
    expect(await eventByUid(event.uid)).toEqual(event)
  })
})

describe('Branding', () => {
  test('saves both colours (lower-cased); empty ones are none', async () => {
    const event = await createEvent(world.community.id)
    const saved = await save(client, event.uid, 'branding', {
      branding: { primary_color: '#AA3300', secondary_color: '#00ff88' },
    })
    expect(saved.location).toBe(`/events/${event.uid}?tab=branding`)
    expect(saved.page?.flash.success).toBe('Culorile evenimentului au fost salvate.')
    expect(await eventByUid(event.uid)).toMatchObject({
      primary_color: '#aa3300',
      secondary_color: '#00ff88',
    })
    await save(client, event.uid, 'branding', {
      branding: { primary_color: '', secondary_color: '#00ff88' },
    })
    expect((await eventByUid(event.uid))!.primary_color).toBeNull()
  })

  test.each([
    ['branding.primary_color', { primary_color: 'roșu' }],
    ['branding.secondary_color', { secondary_color: '#12345' }],
  ])('%s refused with its message, nothing written', async (field, colors) => {
    const event = await createEvent(world.community.id)
    const { page } = await save(client, event.uid, 'branding', { branding: { ...colors } })
    expect(page?.props.errors).toEqual({ [field]: 'Introdu o culoare în formatul #rrggbb.' })
    expect(await eventByUid(event.uid)).toEqual(event)
  })
})

describe('Contact', () => {
  test('creates the event contact (type event_contact, not on /contacts), then updates the same one', async () => {
    const event = await createEvent(world.community.id)
    const contactsBefore = await countInCommunity('contacts', world.community.id)
    const email = `${unique('ioana')}@example.test`
    const saved = await save(client, event.uid, 'contact', contactForm({ email }))
    expect(saved.location).toBe(`/events/${event.uid}?tab=contact`)
    expect(saved.page?.flash.success).toBe('Contactul evenimentului a fost salvat.')
    const stored = (await eventByUid(event.uid))!
    expect(stored).toMatchObject({
      address: 'Strada Memorandumului 21, Cluj-Napoca',
      entrance: 'B',
      floor: '2',
      apartment: '14',
      latitude: null,
      longitude: null,
    })
    const person = await rowById('contacts', stored.contact_id!)
    expect(person).toMatchObject({
      community_id: world.community.id,
      type: 'event_contact',
      first_name: 'Ioana',
      last_name: 'Mureșan',
      email,
      phone_number: '+40722111222',
    })
    expect(await countInCommunity('contacts', world.community.id)).toBe(contactsBefore + 1)
    expect(saved.page?.props.event.contact.profile).toEqual({
      first_name: 'Ioana',
      last_name: 'Mureșan',
      email,
      phone_number: '+40722111222',
    })
    const list = await client.visit(`/contacts?search=${email.split('@')[0]}`)
    expect(list.props.contacts).toEqual([])

    await save(
      client,
      event.uid,
      'contact',
      contactForm({ first_name: 'Ioan', email: email.toUpperCase() })
    )
    expect(await countInCommunity('contacts', world.community.id)).toBe(contactsBefore + 1)
    expect(await rowById('contacts', stored.contact_id!)).toMatchObject({
      first_name: 'Ioan',
      email,
    })
  })

  test('the event contact may have the email of a contact of the community', async () => {
    const event = await createEvent(world.community.id)
    const contact = await createContact(world.community.id, {
      email: `${unique('ana.pop')}@example.test`,
    })
    const saved = await save(client, event.uid, 'contact', contactForm({ email: contact.email }))
    expect(saved.page?.props.errors).toEqual({})
    const stored = (await eventByUid(event.uid))!
    expect(await rowById('contacts', stored.contact_id!)).toMatchObject({
      type: 'event_contact',
      email: contact.email,
    })
    expect(await rowById('contacts', contact.id)).toEqual(contact)
  })

  test('a picked place keeps its coordinates; an address typed by hand has none', async () => {
    const event = await createEvent(world.community.id)
    const picked = {
      address: 'Piața Unirii, Cluj-Napoca',
      latitude: 46.7694,
      longitude: 23.5899,
      address_changed: true,
    }
    await save(client, event.uid, 'contact', contactForm({}, picked))
    expect(await eventByUid(event.uid)).toMatchObject({ latitude: 46.7694, longitude: 23.5899 })
    // The same place saved again (another field changed) keeps them.
    await save(
      client,
      event.uid,
      'contact',
      contactForm(
        {},
        { ...picked, latitude: null, longitude: null, address_changed: false, floor: '3' }
      )
    )
    expect(await eventByUid(event.uid)).toMatchObject({ latitude: 46.7694, floor: '3' })
    await save(client, event.uid, 'contact', contactForm({}, { address: 'Strada Horea 2' }))
    expect(await eventByUid(event.uid)).toMatchObject({
      address: 'Strada Horea 2',
      latitude: null,
      longitude: null,
    })
  })

  const PHONE = 'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).'
  test.each([
    ['contact.profile.email', { email: 'nu-e-email' }, {}, 'Introdu o adresă de email validă.'],
    ['contact.profile.email', { email: '' }, {}, 'Câmpul email este obligatoriu.'],
    ['contact.profile.first_name', { first_name: ' ' }, {}, 'Câmpul prenume este obligatoriu.'],
    [
      'contact.profile.last_name',
      { last_name: 'x'.repeat(101) },
      {},
      'Câmpul nume poate avea cel mult 100 de caractere.',
    ],
    ['contact.profile.phone_number', { phone_number: '07-22' }, {}, PHONE],
    [
      'contact.address',
      {},
      { address: 'x'.repeat(201) },
      'Câmpul adresă poate avea cel mult 200 de caractere.',
    ],
    [
      'contact.entrance',
      {},
      { entrance: 'x'.repeat(21) },
      'Câmpul scară poate avea cel mult 20 de caractere.',
    ],
    [
      'contact.apartment',
      {},
      { apartment: 'x'.repeat(21) },
      'Câmpul apartament poate avea cel mult 20 de caractere.',
    ],
    [
      'contact.latitude',
      {},
      { latitude: 91, address_changed: true },
      'Câmpul latitudine trebuie să fie cel mult 90.',
    ],
  ])(
    '%s refused with its message, nothing written (%j %j)',
    async (field, profile, place, message) => {
      const event = await createEvent(world.community.id)
      const before = await countInCommunity('contacts', world.community.id)
      const { page } = await save(client, event.uid, 'contact', contactForm(profile, place))
      expect(page?.props.errors).toEqual({ [field]: message })
      expect(await eventByUid(event.uid)).toEqual(event)
      expect(await countInCommunity('contacts', world.community.id)).toBe(before)
    }
  )
})

describe('Links', () => {
  test('saves the ten links; an empty one is none', async () => {
    const event = await createEvent(world.community.id, { twitter: 'https://x.com/vechi' })
    const links = {
      terms: 'https://exemplu.ro/termeni',
      gdpr: 'https://exemplu.ro/gdpr',
      facebook: 'https://facebook.com/ev',
      instagram: 'https://instagram.com/ev',
      tiktok: 'https://tiktok.com/@ev',
      youtube: 'https://youtube.com/@ev',
      pinterest: 'http://pinterest.com/ev',
      linkedin: 'https://linkedin.com/company/ev',
      business: 'https://exemplu.ro',
      twitter: '',
    }
    const saved = await save(client, event.uid, 'links', { links })
    expect(saved.location).toBe(`/events/${event.uid}?tab=links`)
    expect(saved.page?.flash.success).toBe('Link-urile evenimentului au fost salvate.')
    expect(await eventByUid(event.uid)).toMatchObject({ ...links, twitter: null })
  })

  test.each([
    [
      'links.facebook',
      { facebook: 'ftp://facebook.com/ev' },
      'Câmpul Facebook trebuie să fie un URL valid.',
    ],
    [
      'links.terms',
      { terms: 'exemplu.ro/termeni' },
      'Câmpul termeni și condiții trebuie să fie un URL valid.',
    ],
    [
      'links.business',
      { business: `https://exemplu.ro/${'x'.repeat(500)}` },
      'Câmpul pagina de business poate avea cel mult 500 de caractere.',
    ],
  ])('%s refused with its message, nothing written', async (field, links, message) => {
    const event = await createEvent(world.community.id)
    const { page } = await save(client, event.uid, 'links', { links })
    expect(page?.props.errors).toEqual({ [field]: message })
    expect(await eventByUid(event.uid)).toEqual(event)
  })
})

describe('Partners and Sponsors', () => {
  test('two partners and a sponsor; a second save replaces them', async () => {
    const event = await createEvent(world.community.id)
    const [a, b, c] = await companyIds(world.community.id, 3)
    const saved = await save(client, event.uid, 'partners-and-sponsors', {
      partners_ids: [a, String(b)],
      sponsors_ids: [c],
    })
    expect(saved.location).toBe(`/events/${event.uid}?tab=partners`)
    expect(saved.page?.flash.success).toBe('Partenerii și sponsorii au fost salvați.')
    expect(await eventCompanies(event.id)).toEqual({ partners: [a, b], sponsors: [c] })

    await save(client, event.uid, 'partners-and-sponsors', { partners_ids: [c], sponsors_ids: [] })
    expect(await eventCompanies(event.id)).toEqual({ partners: [c], sponsors: [] })
    await save(client, event.uid, 'partners-and-sponsors', {})
    expect(await eventCompanies(event.id)).toEqual({ partners: [], sponsors: [] })
  })

  test('a company of another community, one in both lists, a malformed id: refused, nothing written', async () => {
    const event = await createEvent(world.community.id)
    const [a, b] = await companyIds(world.community.id, 2)
    await save(client, event.uid, 'partners-and-sponsors', { partners_ids: [a], sponsors_ids: [b] })
    const [sibling] = await companyIds(world.sibling.id, 1)
    const [foreign] = await companyIds(world.other.community.id, 1)
    const OTHERS = 'Alege doar firme ale comunității.'
    for (const [body, errors] of [
      [{ partners_ids: [a, sibling] }, { partners_ids: OTHERS }],
      [{ partners_ids: [a], sponsors_ids: [foreign] }, { sponsors_ids: OTHERS }],
      [
        { partners_ids: [a, b], sponsors_ids: [b] },
        { sponsors_ids: 'O firmă nu poate fi și partener, și sponsor al aceluiași eveniment.' },
      ],
      [{ partners_ids: ['abc'] }, { 'partners_ids.0': 'Alege firme din listă.' }],
      [{ sponsors_ids: 'toate' }, { sponsors_ids: 'Câmpul sponsori nu este valid.' }],
    ] as const) {
      const { page } = await save(client, event.uid, 'partners-and-sponsors', body)
      expect(page?.props.errors, JSON.stringify(body)).toEqual(errors)
      expect(await eventCompanies(event.id)).toEqual({ partners: [a], sponsors: [b] })
    }
  })
})

/** Every route of the editor, with a valid body. */
function editorRoutes(uid: string, companyId: number) {
  return [
    ['GET', `/events/${uid}`, undefined],
    ['POST', `/events/${uid}/edit/sales-info`, salesInfoForm()],
    ['POST', `/events/${uid}/edit/branding`, { branding: { primary_color: '#000000' } }],
    ['POST', `/events/${uid}/edit/contact`, contactForm()],
    ['POST', `/events/${uid}/edit/links`, { links: { terms: 'https://exemplu.ro' } }],
    ['POST', `/events/${uid}/edit/partners-and-sponsors`, { partners_ids: [companyId] }],
  ] as const
}

describe('who may not', () => {
  test.each(['sibling', 'other'] as const)(
    'an event of the %s community does not exist (404), nothing changed',
    async (which) => {
      const communityId = which === 'sibling' ? world.sibling.id : world.other.community.id
      const event = await createEvent(communityId)
      const company = await createCompany(communityId)
      for (const [method, path, body] of editorRoutes(event.uid, company.id)) {
        const reply = await client.request(method, path, { body, inertia: true })
        expect(reply.status, `${method} ${path}`).toBe(404)
      }
      expect(await eventByUid(event.uid)).toEqual(event)
      expect(await eventCompanies(event.id)).toEqual({ partners: [], sponsors: [] })
      expect(await countInCommunity('contacts', communityId)).toBe(0)
    }
  )

  test('a super-admin is refused (403), a guest goes to /login, nothing changed', async () => {
    const event = await createEvent(world.community.id)
    const company = await createCompany(world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path, body] of editorRoutes(event.uid, company.id)) {
      const refused = await admin.request(method, path, { body, inertia: true })
      expect(refused.status, `${method} ${path}`).toBe(403)
      const guest = await new TestClient().request(method, path, { body, inertia: true })
      expect([302, 303], `${method} ${path}`).toContain(guest.status)
      expect(guest.location).toBe('/login')
    }
    expect(await eventByUid(event.uid)).toEqual(event)
    expect(await count('event_companies', 'event_id = $1', [event.id])).toBe(0)
  })

  test('a community without the events module: 404 with the module page, nothing changed', async () => {
    const without = await createOrgAdmin([])
    const own = await signedIn(without.user)
    const event = await createEvent(without.community.id)
    const company = await createCompany(without.community.id)
    for (const [method, path, body] of editorRoutes(event.uid, company.id)) {
      const reply = await own.request(method, path, { body, inertia: true })
      expect(reply.status, `${method} ${path}`).toBe(404)
      expect(reply.json().component, `${method} ${path}`).toBe('errors/module_inactive')
    }
    expect(await eventByUid(event.uid)).toEqual(event)
    expect(await eventCompanies(event.id)).toEqual({ partners: [], sponsors: [] })
  })
})
