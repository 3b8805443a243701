/**
 * /events: the list, the create form, the Event tab's save, delete and duplicate, always inside
 * the org-admin's current community and only with the events module.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type Event from '#models/event'
import { type TestClient, signedIn } from '../support/client.ts'
import {
  countInCommunity,
  createOrgAdmin,
  factories,
  query,
  unique,
  type Row,
} from '../support/db.ts'
import { expectLogin, expectStatus } from './helpers/community_settings.ts'
import { createProduct } from './helpers/products.ts'
import { fileForm, png } from './helpers/users.ts'
import { imported, utf8 } from './helpers/contact_imports.ts'
import { contactByUid, createCompany, createContact } from './helpers/contacts.ts'
import { createEvent, eventByUid, eventForm, eventsWorld, eventTabForm } from './helpers/events.ts'
import { nextYear } from '../support/org_dates.ts'

let world: Awaited<ReturnType<typeof eventsWorld>>

beforeAll(async () => {
  world = await eventsWorld()
})

/** A page visit as expectStatus reads it. */
async function visitStatus(client: TestClient, path: string) {
  const page = await client.visit(path)
  return { status: page.status, page }
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000)
const uids = (page: { props: Record<string, any> }) =>
  (page.props.events as { uid: string }[]).map((row) => row.uid)

describe('GET /events', () => {
  test("the current community's events: upcoming first (soonest first), then ended ones (latest first); search ignores diacritics", async () => {
    const fresh = await eventsWorld()
    const later = await createEvent(fresh.community.id, {
      name: 'Târg de toamnă',
      start_at: hours(48),
      end_at: hours(50),
      attendees_price_cents: 1250,
    })
    const soon = await createEvent(fresh.community.id, {
      name: 'Atelier de știință',
      start_at: hours(2),
      end_at: hours(4),
    })
    // Started but not ended: still upcoming, first.
    const running = await createEvent(fresh.community.id, {
      name: 'Maraton',
      start_at: hours(-1),
      end_at: hours(5),
    })
    const old = await createEvent(fresh.community.id, {
      name: 'Seară veche',
      start_at: hours(-100),
      end_at: hours(-99),
    })
    const recent = await createEvent(fresh.community.id, {
      name: 'Seară de știință',
      start_at: hours(-10),
      end_at: hours(-9),
    })
    await createEvent(fresh.sibling.id, { name: 'Știință vecină' })
    await createEvent(fresh.other.community.id, { name: 'Știință altundeva' })

    const page = await fresh.client.visit('/events')
    expect(page.status).toBe(200)
    expect(page.component).toBe('events/index')
    expect(uids(page)).toEqual([running.uid, soon.uid, later.uid, recent.uid, old.uid])
    expect(page.props.meta.total).toBe(5)
    expect(page.props.events[2]).toMatchObject({
      id: later.id,
      name: 'Târg de toamnă',
      attendeesLimit: 50,
      attendeesPrice: '12.50',
      startAt: later.start_at.toISOString().replace('Z', '+00:00'),
      ended: false,
    })
    expect(page.props.events[3].ended).toBe(true)

    // As the spec writes it: GET /events/?search=
    const search = await fresh.client.visit('/events/?search=STIINTA')
    expect(uids(search)).toEqual([soon.uid, recent.uid])

    const byEnd = await fresh.client.visit('/events?sort=end_at&direction=desc')
    expect(uids(byEnd)).toEqual([later.uid, running.uid, soon.uid, recent.uid, old.uid])
    const byStart = await fresh.client.visit('/events?sort=start_at&per_page=10&page=1')
    expect(uids(byStart)).toEqual([old.uid, recent.uid, running.uid, soon.uid, later.uid])
  })

  test('pages of 10 by default; per_page from the shared sizes', async () => {
    const fresh = await eventsWorld()
    for (let i = 0; i < 12; i++) {
      await createEvent(fresh.community.id, { start_at: hours(10 + i), end_at: hours(11 + i) })
    }
    const first = await fresh.client.visit('/events')
    expect(first.props.events).toHaveLength(10)
    expect(first.props.meta).toMatchObject({ currentPage: 1, lastPage: 2, total: 12 })
    const second = await fresh.client.visit('/events?page=2')
    expect(second.props.events).toHaveLength(2)
    const twenty = await fresh.client.visit('/events?per_page=20')
    expect(twenty.props.events).toHaveLength(12)
  })

  test('upcoming first across pages: a page may end the upcoming ones and start the ended ones', async () => {
    const fresh = await eventsWorld()
    const upcoming = []
    for (let i = 0; i < 7; i++) {
      upcoming.push(
        await createEvent(fresh.community.id, { start_at: hours(10 + i), end_at: hours(11 + i) })
      )
    }
    const ended = []
    for (let i = 0; i < 8; i++) {
      ended.push(
        await createEvent(fresh.community.id, { start_at: hours(-10 - i), end_at: hours(-9 - i) })
      )
    }
    const first = await fresh.client.visit('/events')
    expect(uids(first)).toEqual([...upcoming, ...ended.slice(0, 3)].map((row) => row.uid))
    expect(first.props.meta).toMatchObject({ currentPage: 1, lastPage: 2, total: 15 })
    const second = await fresh.client.visit('/events?page=2')
    expect(uids(second)).toEqual(ended.slice(3).map((row) => row.uid))
    // A page past the last one shows the last page, in either order.
    const past = await fresh.client.visit('/events?page=99')
    expect(uids(past)).toEqual(ended.slice(3).map((row) => row.uid))
    expect(past.props.meta).toMatchObject({ currentPage: 2, lastPage: 2, total: 15 })
    const pastById = await fresh.client.visit('/events?page=99&sort=id&direction=asc')
    expect(uids(pastById)).toEqual(ended.slice(3).map((row) => row.uid))
    expect(pastById.props.meta.currentPage).toBe(2)
    const twenty = await fresh.client.visit('/events?per_page=20')
    expect(uids(twenty)).toEqual([...upcoming, ...ended].map((row) => row.uid))
  })

  test('without the events module: 404 with the module page', async () => {
    const { user } = await createOrgAdmin([])
    const client = await signedIn(user)
    await expectStatus(await visitStatus(client, '/events'), 'module')
  })

  test('a super-admin gets 403, a guest /login', async () => {
    await expectStatus(await visitStatus(world.superAdmin, '/events'), 403)
    await expectLogin(world.guest, 'GET', '/events')
  })
})

describe('GET /events/create and POST /events', () => {
  test("the form offers the option lists, the community's active products only and the rate", async () => {
    const fresh = await eventsWorld()
    const product = await createProduct(fresh.community.id, { name: 'Bilet' })
    await createProduct(fresh.community.id, { name: 'Vechi', deleted_at: new Date() })
    await createProduct(fresh.other.community.id, { name: 'Altundeva' })
    const page = await fresh.client.visit('/events/create')
    expect(page.component).toBe('events/create')
    expect(page.props.options.event_visibility).toEqual([
      { value: 'public', label: 'Public' },
      { value: 'members', label: 'Doar membri' },
      { value: 'private', label: 'Privat' },
    ])
    expect(page.props.options.event_type.map((o: { label: string }) => o.label)).toEqual([
      'Conferință',
      'Atelier',
      'Întâlnire',
      'Networking',
      'Training',
      'Festival',
      'Online',
    ])
    expect(page.props.options.event_promo.map((o: { label: string }) => o.label)).toEqual([
      'Fără promoție',
      'Înscriere timpurie',
      'Recomandat',
      'Reducere',
    ])
    expect(page.props.options.products.map((o: { value: number }) => o.value)).toEqual([product.id])
    expect(page.props.options.rate.eurron).toBeGreaterThan(0)
  })

  test('creates the event and its event contact, then opens its editor on the Event tab', async () => {
    const product = await createProduct(world.community.id)
    const name = unique('Atelier')
    const reply = await world.client.request('POST', '/events', {
      inertia: true,
      body: eventForm({ name, product_id: product.id }),
      headers: { referer: `${world.client.baseUrl}/events/create` },
    })
    const [row] = await query<Row<typeof Event>>(`select * from events where name = $1`, [name])
    expect(reply.status).toBe(302)
    expect(reply.location).toBe(`/events/${row.uid}?tab=event`)
    expect(row).toMatchObject({
      community_id: world.community.id,
      description: 'O zi întreagă\ncu exerciții',
      event_visibility: 'members',
      event_types: ['workshop', 'training'],
      event_promo: 'early_bird',
      product_id: product.id,
      whom_text: 'Pentru începători',
      uvp_text: 'Fotografii mai bune într-o zi',
      attendees_limit: 40,
      attendees_price_cents: 1250,
      promises: ['Aparat foto oferit', 'Prânz inclus'],
    })
    // Romanian wall time (summer: UTC+3).
    expect(row.start_at.toISOString()).toBe(`${nextYear()}-05-10T06:00:00.000Z`)
    expect(row.end_at.toISOString()).toBe(`${nextYear()}-05-10T14:30:00.000Z`)
    const [contact] = await query(`select * from contacts where id = $1`, [row.contact_id])
    expect(contact).toMatchObject({
      community_id: world.community.id,
      first_name: 'Ioana',
      last_name: 'Mureșan',
      email: 'ioana.muresan@example.test',
      phone_number: '+40722000111',
      type: 'event_contact',
    })
    // Not a contact of the contacts screen.
    const contacts = await world.client.visit('/contacts?search=muresan')
    expect(contacts.props.contacts).toEqual([])
  })

  test('two events may have contacts with the same e-mail as a contact of the community', async () => {
    const fresh = await eventsWorld()
    await createContact(fresh.community.id, { email: 'aceeasi@example.test' })
    const form = (name: string) =>
      eventForm({
        name,
        contact: {
          profile: {
            first_name: 'Ana',
            last_name: 'Pop',
            email: 'aceeasi@example.test',
            phone_number: '0722000111',
          },
        },
      })
    for (const name of ['Unu', 'Doi']) {
      const reply = await fresh.client.submit('POST', '/events', form(name), {
        from: '/events/create',
      })
      expect(reply.status).toBe(302)
    }
    expect(await countInCommunity('events', fresh.community.id)).toBe(2)

    // An event contact's e-mail does not stop a contact of the contacts screen.
    await createContact(fresh.community.id, { type: 'event_contact', email: 'doar@example.test' })
    const contact = await fresh.client.submit(
      'POST',
      '/contacts',
      { first_name: 'Dan', last_name: 'Doar', email: 'doar@example.test' },
      { from: '/contacts' }
    )
    expect(contact.page?.props.errors).toEqual({})
    const [row] = await query(
      `select type from contacts where community_id = $1 and email = 'doar@example.test' and type = 'contact'`,
      [fresh.community.id]
    )
    expect(row).toBeDefined()
  })

  test("the contact import neither merges into nor skips for an event contact's e-mail", async () => {
    const fresh = await eventsWorld()
    const person = await createContact(fresh.community.id, {
      type: 'event_contact',
      first_name: 'Gazda',
      email: 'gazda@ex.ro',
      phone_number: '0722000999',
    })
    for (const checkDuplicates of [true, false]) {
      const report = await imported(
        fresh.client,
        'f.csv',
        utf8(`Prenume,Email,Telefon\nMembru${checkDuplicates ? 1 : 2},gazda@ex.ro,0722000999\n`),
        {
          columnMapping: { Prenume: 'prenume', Email: 'email', Telefon: 'telefon' },
          newList: { title: unique('Lista'), description: '' },
          checkDuplicates,
        }
      )
      expect(report).toMatchObject({ status: 'done', updated: 0, skipped: checkDuplicates ? 0 : 1 })
    }
    // The first import created the member; the second found it (a contact) and skipped the row.
    const rows = await query(
      `select type, first_name from contacts where community_id = $1 and email = 'gazda@ex.ro' order by id`,
      [fresh.community.id]
    )
    expect(rows).toEqual([
      { type: 'event_contact', first_name: 'Gazda' },
      { type: 'contact', first_name: 'Membru1' },
    ])
    expect(await contactByUid(person.uid)).toEqual(person)
  })

  const past = (n: number) => 'x'.repeat(n)
  test.each([
    [
      'end_date',
      { end_date: `${nextYear()}-05-10 08:59:59` },
      'Data de sfârșit trebuie să fie după data de început.',
    ],
    [
      'end_date',
      { end_date: `${nextYear()}-05-10 09:00:00` },
      'Data de sfârșit trebuie să fie după data de început.',
    ],
    [
      'start_date',
      { start_date: `10-05-${nextYear()} 09:00` },
      'Alege data și ora pentru data de început.',
    ],
    [
      'start_date',
      { start_date: `${nextYear()}-02-30 09:00:00` },
      'Alege data și ora pentru data de început.',
    ],
    [
      'promises',
      { promises: ['1', '2', '3', '4', '5', '6'] },
      'Poți adăuga cel mult 5 promisiuni.',
    ],
    [
      'promises.1',
      { promises: ['a', past(201)] },
      'O promisiune poate avea cel mult 200 de caractere.',
    ],
    [
      'uvp_text',
      { uvp_text: past(61) },
      'Câmpul propunerea de valoare poate avea cel mult 60 de caractere.',
    ],
    [
      'whom_text',
      { whom_text: past(101) },
      'Câmpul „Pentru cine este” poate avea cel mult 100 de caractere.',
    ],
    ['whom_text', { whom_text: '' }, 'Completează câmpul „Pentru cine este”.'],
    ['whom_text', { whom_text: '   ' }, 'Completează câmpul „Pentru cine este”.'],
    ['name', { name: '  ' }, 'Câmpul nume este obligatoriu.'],
    [
      'attendees_limit',
      { attendees_limit: '-1' },
      'Câmpul numărul maxim de participanți trebuie să fie cel puțin 0.',
    ],
    [
      'attendees_limit',
      { attendees_limit: '2,5' },
      'Câmpul numărul maxim de participanți trebuie să fie un număr întreg.',
    ],
    [
      'attendees_price',
      { attendees_price: 'gratis' },
      'Câmpul prețul de participare trebuie să fie o sumă în euro, de ex. 12,50.',
    ],
    [
      'attendees_price',
      { attendees_price: '-5' },
      'Câmpul prețul de participare nu poate fi negativ.',
    ],
    [
      'event_visibility',
      { event_visibility: 'secret' },
      'Valoarea aleasă pentru vizibilitate nu este validă.',
    ],
    ['event_type.0', { event_type: ['picnic'] }, 'Alege tipuri de eveniment din listă.'],
  ])('%s refused with its message, nothing written (%j)', async (field, fields, message) => {
    const before = await countInCommunity('events', world.community.id)
    const contactsBefore = await countInCommunity('contacts', world.community.id)
    const { page } = await world.client.submit('POST', '/events', eventForm(fields), {
      from: '/events/create',
    })
    expect(page?.props.errors).toEqual({ [field]: message })
    expect(await countInCommunity('events', world.community.id)).toBe(before)
    expect(await countInCommunity('contacts', world.community.id)).toBe(contactsBefore)

    const event = await createEvent(world.community.id)
    const edit = await world.client.submit(
      'POST',
      `/events/${event.uid}/edit`,
      eventTabForm(fields),
      { from: '/events' }
    )
    expect(edit.page?.props.errors).toEqual({ [field]: message })
    expect(await eventByUid(event.uid)).toEqual(event)
  })

  test("another community's product (or a deleted one) is refused under product_id", async () => {
    const foreign = await createProduct(world.other.community.id)
    const sibling = await createProduct(world.sibling.id)
    const deleted = await createProduct(world.community.id, { deleted_at: new Date() })
    for (const product of [foreign, sibling, deleted]) {
      const before = await countInCommunity('events', world.community.id)
      const { page } = await world.client.submit(
        'POST',
        '/events',
        eventForm({ product_id: product.id }),
        { from: '/events/create' }
      )
      expect(page?.props.errors).toEqual({
        product_id: 'Alege un produs activ al comunității.',
      })
      expect(await countInCommunity('events', world.community.id)).toBe(before)
    }
  })

  test('the event contact: every profile field required, e-mail and phone checked', async () => {
    const before = await countInCommunity('contacts', world.community.id)
    const { page } = await world.client.submit(
      'POST',
      '/events',
      eventForm({
        contact: { profile: { first_name: '', last_name: 'Pop', email: 'nu', phone_number: '12' } },
      }),
      { from: '/events/create' }
    )
    expect(page?.props.errors).toEqual({
      'contact.profile.first_name': 'Câmpul prenume este obligatoriu.',
      'contact.profile.email': 'Introdu o adresă de email validă.',
      'contact.profile.phone_number':
        'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    })
    expect(await countInCommunity('contacts', world.community.id)).toBe(before)
    const missing = await world.client.submit('POST', '/events', eventTabForm(), {
      from: '/events/create',
    })
    expect(missing.page?.props.errors).toEqual({ contact: 'Câmpul contact este obligatoriu.' })
  })

  test('without the events module: 404 and nothing written', async () => {
    const { user, community } = await createOrgAdmin([])
    const client = await signedIn(user)
    await expectStatus(await visitStatus(client, '/events/create'), 'module')
    await expectStatus(
      await client.submit('POST', '/events', eventForm(), { from: '/events' }),
      'module'
    )
    expect(await countInCommunity('events', community.id)).toBe(0)
  })

  test('a super-admin gets 403, a guest /login', async () => {
    await expectStatus(await world.superAdmin.submit('POST', '/events', eventForm()), 403)
    await expectLogin(world.guest, 'POST', '/events', eventForm())
  })
})

describe('POST /events/{uid}/edit (the Event tab)', () => {
  test('saves the Event tab and goes back to it; the contact is untouched', async () => {
    const event = await createEvent(world.community.id)
    const reply = await world.client.request('POST', `/events/${event.uid}/edit`, {
      inertia: true,
      body: eventTabForm({ name: 'Nume nou', promises: [] }),
      headers: { referer: `${world.client.baseUrl}/events/${event.uid}?tab=event` },
    })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe(`/events/${event.uid}?tab=event`)
    expect(await eventByUid(event.uid)).toMatchObject({
      name: 'Nume nou',
      event_visibility: 'members',
      attendees_price_cents: 1250,
      promises: [],
      contact_id: null,
    })
  })

  test('keeps its own product once that product is deleted', async () => {
    const product = await createProduct(world.community.id)
    const event = await createEvent(world.community.id, { product_id: product.id })
    await query(`update products set deleted_at = now() where id = $1`, [product.id])
    const reply = await world.client.request('POST', `/events/${event.uid}/edit`, {
      inertia: true,
      body: eventTabForm({ product_id: product.id }),
    })
    expect(reply.status).toBe(302)
    expect(await eventByUid(event.uid)).toMatchObject({ product_id: product.id })
  })

  test("another community's event: 404, nothing changed", async () => {
    for (const communityId of [world.other.community.id, world.sibling.id]) {
      const event = await createEvent(communityId)
      await expectStatus(
        await world.client.submit('POST', `/events/${event.uid}/edit`, eventTabForm()),
        404
      )
      expect(await eventByUid(event.uid)).toEqual(event)
    }
  })
})

describe('DELETE /events/{uid}', () => {
  test('deletes the event with its event contact; back to the list with a toast', async () => {
    const contact = await createContact(world.community.id, { type: 'event_contact' })
    const event = await createEvent(world.community.id, { contact_id: contact.id })
    const kept = await createEvent(world.community.id)
    const { page } = await world.client.submit('DELETE', `/events/${event.uid}`, undefined, {
      from: '/events?page=1',
    })
    expect(page?.component).toBe('events/index')
    expect(page?.flash.success).toBe(`Evenimentul „${event.name}” a fost șters.`)
    expect(await eventByUid(event.uid)).toBeUndefined()
    expect(await contactByUid(contact.uid)).toBeUndefined()
    expect(await eventByUid(kept.uid)).toEqual(kept)
  })

  test("another community's event: 404, nothing deleted; without the module: 404", async () => {
    const event = await createEvent(world.other.community.id)
    await expectStatus(await world.client.submit('DELETE', `/events/${event.uid}`), 404)
    expect(await eventByUid(event.uid)).toEqual(event)

    const { user, community } = await createOrgAdmin([])
    const own = await createEvent(community.id)
    const withoutModule = await signedIn(user)
    await expectStatus(await withoutModule.submit('DELETE', `/events/${own.uid}`), 'module')
    expect(await eventByUid(own.uid)).toEqual(own)
    await expectStatus(await world.superAdmin.submit('DELETE', `/events/${own.uid}`), 403)
    const guest = await world.guest.request('DELETE', `/events/${own.uid}`, { inertia: true })
    expect(guest.location).toBe('/login')
    expect(await eventByUid(own.uid)).toEqual(own)
  })
})

describe('POST /events/{uid}/duplicate', () => {
  test('copies every tab (own contact, partners and sponsors), named "(copie)", and opens the copy', async () => {
    const contact = await createContact(world.community.id, {
      type: 'event_contact',
      email: 'gazda@example.test',
    })
    const partner = await createCompany(world.community.id)
    const sponsor = await createCompany(world.community.id)
    const event = await createEvent(world.community.id, {
      contact_id: contact.id,
      address: 'Strada Lungă 1, Cluj-Napoca',
      latitude: 46.77,
      longitude: 23.6,
      suitable_for: ['students'],
      trust_el_text: 'Recomandat de primărie',
      primary_color: '#112233',
      facebook: 'https://facebook.com/atelier',
    })
    const { addEventCompanies } = await factories()
    const owner = { id: event.id, communityId: event.community_id }
    await addEventCompanies(owner, [partner.id], 'partner')
    await addEventCompanies(owner, [sponsor.id], 'sponsor')

    // Both images, through the editor's uploader routes.
    for (const [path, field] of [
      ['hero_image', 'heroImage'],
      ['trust_el_image', 'trustElImage'],
    ] as const) {
      const form = fileForm(field, await png(), 'poza.png', 'image/png')
      form.append('image_type', field)
      const uploaded = await world.client.submit(
        'POST',
        `/events/${event.uid}/image/${path}`,
        undefined,
        { form, from: `/events/${event.uid}?tab=sales` }
      )
      expect(uploaded.page?.props.errors).toEqual({})
    }
    const original = (await eventByUid(event.uid))!

    const reply = await world.client.request('POST', `/events/${event.uid}/duplicate`, {
      inertia: true,
      headers: { referer: `${world.client.baseUrl}/events` },
    })
    const [copy] = await query<Row<typeof Event>>(
      `select * from events where community_id = $1 and name = $2`,
      [world.community.id, `${event.name} (copie)`]
    )
    expect(reply.status).toBe(302)
    expect(reply.location).toBe(`/events/${copy.uid}?tab=event`)
    // Every column but its identity, name, contact and timestamps is the original's.
    const own = new Set(['id', 'uid', 'name', 'contact_id', 'search', 'created_at', 'updated_at'])
    const images = new Set(['hero_image', 'trust_el_image'])
    for (const [column, value] of Object.entries(copy)) {
      if (!own.has(column) && !images.has(column)) {
        expect([column, value]).toEqual([column, original[column as keyof typeof original]])
      }
    }
    // Own copies of the images: the copy's keys, served to its owner.
    expect(copy.hero_image).toMatch(new RegExp(`^images/${copy.uid}/event_hero_image-`))
    expect(copy.trust_el_image).toMatch(new RegExp(`^images/${copy.uid}/event_trust_el_image-`))
    const served = await world.client.request('GET', `/events/${copy.uid}/image/hero_image`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\//)
    const contactId = copy.contact_id
    expect(contactId).not.toBe(contact.id)
    expect(await contactByUid(contact.uid)).toBeDefined()
    const [copiedContact] = await query(`select * from contacts where id = $1`, [contactId])
    expect(copiedContact).toMatchObject({ type: 'event_contact', email: 'gazda@example.test' })
    expect(
      await query(
        `select company_id, role from event_companies where event_id = $1 order by role`,
        [copy.id]
      )
    ).toEqual([
      { company_id: partner.id, role: 'partner' },
      { company_id: sponsor.id, role: 'sponsor' },
    ])
    expect(await eventByUid(event.uid)).toEqual(original)
  })

  test("another community's event: 404, nothing copied", async () => {
    const event = await createEvent(world.other.community.id)
    const before = await countInCommunity('events', world.other.community.id)
    await expectStatus(await world.client.submit('POST', `/events/${event.uid}/duplicate`), 404)
    expect(await countInCommunity('events', world.other.community.id)).toBe(before)
  })
})

describe('the dashboard', () => {
  test("shows the current community's next three events that have not ended; none without the module", async () => {
    const fresh = await eventsWorld()
    await createEvent(fresh.community.id, { start_at: hours(-3), end_at: hours(-2) })
    const third = await createEvent(fresh.community.id, { start_at: hours(30), end_at: hours(31) })
    const first = await createEvent(fresh.community.id, { start_at: hours(-1), end_at: hours(1) })
    const second = await createEvent(fresh.community.id, { start_at: hours(5), end_at: hours(6) })
    await createEvent(fresh.community.id, { start_at: hours(50), end_at: hours(51) })
    await createEvent(fresh.sibling.id, { start_at: hours(2), end_at: hours(3) })
    const page = await fresh.client.visit('/')
    expect(page.component).toBe('dashboard/tenant')
    expect(uids({ props: { events: page.props.upcomingEvents } })).toEqual([
      first.uid,
      second.uid,
      third.uid,
    ])

    const { user } = await createOrgAdmin([])
    const withoutModule = await signedIn(user)
    const without = await withoutModule.visit('/')
    expect(without.props.upcomingEvents).toBeNull()
  })
})
