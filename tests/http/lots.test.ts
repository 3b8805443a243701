/**
 * Lots, their cars, a car's page and "Adaugă ofertă" (docs/auction.md), always inside
 * the org-admin's current community.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { countInCommunity, createUser, query, unique } from '../support/db.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import {
  bidsOfCar,
  carByUid,
  createBid,
  createCar,
  createLot,
  lotByUid,
} from './helpers/auction.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

/** Next year's December (Romania at UTC+2 then): the lot's dates are never in the past. */
const YEAR = new Date().getUTCFullYear() + 1

const lotForm = (fields: Record<string, unknown> = {}) => ({
  title: 'Licitația de toamnă',
  start_date: `${YEAR}-12-01 10:00:00`,
  end_date: `${YEAR}-12-05 18:00:00`,
  ...fields,
})

const carForm = (fields: Record<string, unknown> = {}) => ({
  make: 'Škoda',
  model: 'Octavia',
  year: '2019',
  description: 'Un proprietar\nrevizii la zi',
  starting_price: '4500,50',
  ...fields,
})

/** A car of a new lot of the world's community, with a contact who may bid. */
async function carWithBidder(communityId = world.community.id) {
  const lot = await createLot(communityId)
  const car = await createCar(communityId, { lot_id: lot.id, starting_price_cents: 300_000 })
  const contact = await createContact(communityId)
  return { lot, car, contact }
}

describe('GET /lots', () => {
  test("the current community's lots with their cars' and bids' counts; search ignores diacritics", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const autumn = await createLot(fresh.community.id, {
      title: 'Toamnă în București',
      starts_at: new Date('2026-10-01T08:00:00Z'),
      ends_at: new Date('2026-10-02T08:00:00Z'),
    })
    const spring = await createLot(fresh.community.id, {
      title: 'Primăvară',
      starts_at: new Date('2026-04-01T08:00:00Z'),
      ends_at: new Date('2026-04-02T08:00:00Z'),
    })
    const car = await createCar(fresh.community.id, { lot_id: autumn.id })
    await createCar(fresh.community.id, { lot_id: autumn.id })
    const contact = await createContact(fresh.community.id)
    await createBid(fresh.community.id, { car_id: car.id, contact_id: contact.id })
    await createLot(fresh.sibling.id, { title: 'Toamnă vecină' })
    await createLot(fresh.other.community.id, { title: 'Toamnă altundeva' })

    const page = await own.visit('/lots')
    expect(page.component).toBe('lots/index')
    expect(page.props.meta.total).toBe(2)
    expect(page.props.lots).toEqual([
      expect.objectContaining({ uid: autumn.uid, title: autumn.title, carCount: 2, bidCount: 1 }),
      expect.objectContaining({ uid: spring.uid, carCount: 0, bidCount: 0 }),
    ])
    const search = await own.visit('/lots?search=toamna in bucuresti')
    expect(search.props.lots.map((row: { uid: string }) => row.uid)).toEqual([autumn.uid])
    const byTitle = await own.visit('/lots?sort=title&direction=asc')
    expect(byTitle.props.lots.map((row: { uid: string }) => row.uid)).toEqual([
      spring.uid,
      autumn.uid,
    ])
  })
})

describe('the lot form', () => {
  test('POST /lots creates it (dates in Romania’s time) and opens it; PUT updates', async () => {
    const title = unique('Licitație')
    const created = await client.submit('POST', '/lots', lotForm({ title }), {
      from: '/lots/create',
    })
    expect(created.page?.component).toBe('lots/edit')
    expect(created.page?.flash.success).toBe(`Licitația „${title}” a fost creată.`)
    const [row] = await query(`select * from lots where title = $1`, [title])
    expect(created.location).toBe(`/lots/${row.uid}`)
    expect(row.community_id).toBe(world.community.id)
    expect(row.starts_at.toISOString()).toBe(`${YEAR}-12-01T08:00:00.000Z`)
    expect(row.ends_at.toISOString()).toBe(`${YEAR}-12-05T16:00:00.000Z`)
    expect(created.page?.props.lot).toEqual({
      uid: row.uid,
      title,
      start_date: `${YEAR}-12-01 10:00:00`,
      end_date: `${YEAR}-12-05 18:00:00`,
    })
    expect(created.page?.props.cars).toEqual([])

    const updated = await client.submit(
      'PUT',
      `/lots/${row.uid}`,
      lotForm({ title: `${title} 2`, end_date: `${YEAR}-12-01 10:01:00` }),
      { from: `/lots/${row.uid}` }
    )
    expect(updated.page?.flash.success).toBe(`Licitația „${title} 2” a fost actualizată.`)
    expect(await lotByUid(row.uid)).toMatchObject({
      title: `${title} 2`,
      ends_at: new Date(`${YEAR}-12-01T08:01:00Z`),
    })
  })

  test.each([
    ['title', { title: ' ' }, 'Câmpul titlu este obligatoriu.'],
    ['title', { title: 'x'.repeat(201) }, 'Câmpul titlu poate avea cel mult 200 de caractere.'],
    ['start_date', { start_date: '' }, 'Câmpul data de început este obligatoriu.'],
    [
      'start_date',
      { start_date: `${YEAR}-13-01 10:00:00` },
      'Alege data și ora pentru data de început.',
    ],
    [
      'end_date',
      { end_date: `${YEAR}-12-01 10:00:00` },
      'Data de sfârșit trebuie să fie după data de început.',
    ],
  ])('%s refused with its message, nothing written (%j)', async (field, fields, message) => {
    const before = await countInCommunity('lots', world.community.id)
    const { page } = await client.submit('POST', '/lots', lotForm(fields), { from: '/lots/create' })
    expect(page?.props.errors).toEqual({ [field]: message })
    expect(await countInCommunity('lots', world.community.id)).toBe(before)

    const lot = await createLot(world.community.id)
    const edit = await client.submit('PUT', `/lots/${lot.uid}`, lotForm(fields), {
      from: `/lots/${lot.uid}`,
    })
    expect(edit.page?.props.errors).toEqual({ [field]: message })
    expect(await lotByUid(lot.uid)).toEqual(lot)
  })

  test('DELETE /lots/{uid}: a lot without bids goes with its cars; one with bids is refused', async () => {
    const empty = await createLot(world.community.id, { title: 'Fără oferte' })
    const car = await createCar(world.community.id, { lot_id: empty.id })
    const gone = await client.submit('DELETE', `/lots/${empty.uid}`, undefined, { from: '/lots' })
    expect(gone.page?.flash.success).toBe('Licitația „Fără oferte” a fost ștearsă.')
    expect(await lotByUid(empty.uid)).toBeUndefined()
    expect(await carByUid(car.uid)).toBeUndefined()

    const { lot, car: bidOn, contact } = await carWithBidder()
    await createBid(world.community.id, { car_id: bidOn.id, contact_id: contact.id })
    const refused = await client.submit('DELETE', `/lots/${lot.uid}`, undefined, {
      from: `/lots/${lot.uid}`,
    })
    expect(refused.page?.component).toBe('lots/edit')
    expect(refused.page?.flash.error).toBe(
      `Licitația „${lot.title}” nu poate fi ștearsă: are mașini cu oferte.`
    )
    expect(await lotByUid(lot.uid)).toEqual(lot)
    expect(await carByUid(bidOn.uid)).toEqual(bidOn)
  })
})

describe('the cars of a lot', () => {
  test('POST /lots/{uid}/cars creates one (price in cents) and opens its form; PUT updates; the lot lists it', async () => {
    const lot = await createLot(world.community.id)
    const model = unique('Octavia')
    const created = await client.submit('POST', `/lots/${lot.uid}/cars`, carForm({ model }), {
      from: `/lots/${lot.uid}/cars/create`,
    })
    expect(created.page?.component).toBe('lots/car_edit')
    expect(created.page?.flash.success).toBe(`Mașina Škoda ${model} (2019) a fost adăugată.`)
    const [row] = await query(`select * from cars where model = $1`, [model])
    expect(created.location).toBe(`/lots/${lot.uid}/cars/${row.uid}`)
    expect(row).toMatchObject({
      community_id: world.community.id,
      lot_id: lot.id,
      make: 'Škoda',
      year: 2019,
      description: 'Un proprietar\nrevizii la zi',
      starting_price_cents: 450_050,
      photo: null,
    })
    expect(created.page?.props.car).toMatchObject({
      year: '2019',
      starting_price: '4.500,50',
      photoUrl: null,
    })

    await client.submit(
      'PUT',
      `/lots/${lot.uid}/cars/${row.uid}`,
      carForm({ model, year: '1900', starting_price: '0' }),
      { from: `/lots/${lot.uid}/cars/${row.uid}` }
    )
    expect(await carByUid(row.uid)).toMatchObject({ year: 1900, starting_price_cents: 0 })
    const page = await client.visit(`/lots/${lot.uid}`)
    expect(page.props.cars).toEqual([
      {
        uid: row.uid,
        make: 'Škoda',
        model,
        year: 1900,
        startingPrice: '0.00',
        bidCount: 0,
        award: null,
      },
    ])
  })

  const nextYear = new Date().getFullYear() + 1
  test.each([
    ['make', { make: '' }, 'Câmpul marcă este obligatoriu.'],
    ['model', { model: 'x'.repeat(61) }, 'Câmpul model poate avea cel mult 60 de caractere.'],
    ['year', { year: '1899' }, 'Câmpul an fabricație trebuie să fie cel puțin 1900.'],
    ['year', { year: String(nextYear + 1) }, `Anul de fabricație poate fi cel mult ${nextYear}.`],
    ['year', { year: '2019.5' }, 'Câmpul an fabricație trebuie să fie un număr întreg.'],
    [
      'description',
      { description: 'x'.repeat(1501) },
      'Câmpul descriere poate avea cel mult 1.500 de caractere.',
    ],
    [
      'starting_price',
      { starting_price: 'abc' },
      'Câmpul preț de pornire trebuie să fie o sumă în euro, de ex. 12,50.',
    ],
    ['starting_price', { starting_price: '-1' }, 'Câmpul preț de pornire nu poate fi negativ.'],
  ])('%s refused with its message, nothing written (%j)', async (field, fields, message) => {
    const lot = await createLot(world.community.id)
    const { page } = await client.submit('POST', `/lots/${lot.uid}/cars`, carForm(fields), {
      from: `/lots/${lot.uid}/cars/create`,
    })
    expect(page?.props.errors).toEqual({ [field]: message })
    expect(await query(`select 1 from cars where lot_id = $1`, [lot.id])).toEqual([])

    const car = await createCar(world.community.id, { lot_id: lot.id })
    const edit = await client.submit('PUT', `/lots/${lot.uid}/cars/${car.uid}`, carForm(fields), {
      from: `/lots/${lot.uid}/cars/${car.uid}`,
    })
    expect(edit.page?.props.errors).toEqual({ [field]: message })
    expect(await carByUid(car.uid)).toEqual(car)
  })

  test('DELETE: a car without bids goes; one with bids is refused with a message', async () => {
    const { lot, car, contact } = await carWithBidder()
    const free = await createCar(world.community.id, { lot_id: lot.id, model: 'Sandero' })
    const gone = await client.submit('DELETE', `/lots/${lot.uid}/cars/${free.uid}`, undefined, {
      from: `/lots/${lot.uid}`,
    })
    expect(gone.page?.flash.success).toBe('Mașina Dacia Sandero (2018) a fost ștearsă.')
    expect(await carByUid(free.uid)).toBeUndefined()

    await createBid(world.community.id, { car_id: car.id, contact_id: contact.id })
    const refused = await client.submit('DELETE', `/lots/${lot.uid}/cars/${car.uid}`, undefined, {
      from: `/lots/${lot.uid}`,
    })
    expect(refused.page?.flash.error).toBe(
      `Mașina Dacia ${car.model} (2018) nu poate fi ștearsă: are oferte.`
    )
    expect(await carByUid(car.uid)).toEqual(car)
  })

  test("a car under another lot's URL is a 404, nothing changed", async () => {
    const { car } = await carWithBidder()
    const otherLot = await createLot(world.community.id)
    for (const [method, path] of [
      ['GET', `/lots/${otherLot.uid}/cars/${car.uid}`],
      ['PUT', `/lots/${otherLot.uid}/cars/${car.uid}`],
      ['DELETE', `/lots/${otherLot.uid}/cars/${car.uid}`],
      ['GET', `/lot/${otherLot.uid}/car/${car.uid}`],
    ] as const) {
      const body = method === 'PUT' ? carForm() : undefined
      const reply = await client.request(method, path, { body, inertia: true })
      expect(reply.status, `${method} ${path}`).toBe(404)
    }
    expect(await carByUid(car.uid)).toEqual(car)
  })

  test('the photo is uploaded through /cars/{uid}/photo, shown on the car page, removed', async () => {
    const { lot, car } = await carWithBidder()
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3c5ac8' },
    })
      .png()
      .toBuffer()
    const data = new FormData()
    data.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'masina.png')
    const from = `/lots/${lot.uid}/cars/${car.uid}`
    const { page } = await client.submit('POST', `/cars/${car.uid}/photo`, undefined, {
      form: data,
      from,
    })
    expect(page?.flash.success).toBe('Fotografia mașinii a fost salvată.')
    expect(await carByUid(car.uid).then((row) => row?.photo)).toMatch(/^images\/.+\/car_photo-/)
    const carPage = await client.visit(`/lot/${lot.uid}/car/${car.uid}`)
    expect(carPage.props.car.photoUrl).toMatch(new RegExp(`^/cars/${car.uid}/photo\\?t=`))
    const image = await client.request('GET', `/cars/${car.uid}/photo`)
    expect(image.headers.get('content-type')).toBe('image/png')
    // A super-admin sees it too (the car page they open from /administrare/bids).
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const seen = await admin.request('GET', `/cars/${car.uid}/photo`)
    expect(seen.status).toBe(200)
    expect(seen.headers.get('content-type')).toBe('image/png')

    const removed = await client.submit('DELETE', `/cars/${car.uid}/photo`, undefined, { from })
    expect(removed.page?.flash.success).toBe('Fotografia mașinii a fost ștearsă.')
    expect(await carByUid(car.uid).then((row) => row?.photo)).toBeNull()
  })
})

describe("the car's page and its bids", () => {
  test('GET /lot/{lot_uid}/car/{car_uid}: details, starting price, bids highest first', async () => {
    const { lot, car, contact } = await carWithBidder()
    const second = await createContact(world.community.id, {
      first_name: 'Ion',
      last_name: 'Ionescu',
    })
    await createBid(world.community.id, {
      car_id: car.id,
      contact_id: contact.id,
      amount_cents: 310_000,
    })
    await createBid(world.community.id, {
      car_id: car.id,
      contact_id: second.id,
      amount_cents: 350_000,
    })

    const page = await client.visit(`/lot/${lot.uid}/car/${car.uid}`)
    expect(page.component).toBe('lots/car')
    expect(page.props.lot).toMatchObject({ uid: lot.uid, title: lot.title })
    expect(page.props.car).toMatchObject({
      uid: car.uid,
      make: 'Dacia',
      year: 2018,
      startingPrice: '3000.00',
      photoUrl: null,
    })
    expect(
      page.props.bids.map((bid: { bidder: string; amount: string }) => [bid.bidder, bid.amount])
    ).toEqual([
      [`Ion ${second.last_name}`, '3500.00'],
      [`Ana ${contact.last_name}`, '3100.00'],
    ])
    // The contact picker asks GET /contacts/options (contact_options.test.ts): no list here.
    expect(page.props).not.toHaveProperty('contacts')
    expect(page.props.rate.eurron).toBeGreaterThan(0)
  })

  test('"Adaugă ofertă" records a bid of a contact of the community, above the highest', async () => {
    const { lot, car, contact } = await carWithBidder()
    const url = `/lot/${lot.uid}/car/${car.uid}`
    const first = await client.submit(
      'POST',
      `${url}/bids`,
      { contact_id: contact.id, amount: '3000' },
      { from: url }
    )
    expect(first.location).toBe(url)
    expect(first.page?.flash.success).toBe(
      `Oferta pentru Dacia ${car.model} (2018) a fost înregistrată.`
    )
    const second = await client.submit(
      'POST',
      `${url}/bids`,
      { contact_id: String(contact.id), amount: '3000,01' },
      { from: url }
    )
    expect(second.page?.props.errors).toEqual({})
    const bids = await bidsOfCar(car.id)
    expect(bids.map((bid) => [bid.contact_id, bid.amount_cents])).toEqual([
      [contact.id, 300_001],
      [contact.id, 300_000],
    ])
    expect(second.page?.props.bids[0].amount).toBe('3000.01')
  })

  test.each([
    [
      'amount',
      { amount: '2999,99' },
      'Oferta trebuie să fie cel puțin prețul de pornire (3.000,00 EUR).',
    ],
    [
      'amount',
      { amount: '3100' },
      'Oferta trebuie să fie mai mare decât cea mai mare ofertă (3.100,00 EUR).',
    ],
    [
      'amount',
      { amount: '3099' },
      'Oferta trebuie să fie mai mare decât cea mai mare ofertă (3.100,00 EUR).',
    ],
    ['amount', { amount: '' }, 'Câmpul sumă este obligatoriu.'],
    ['amount', { amount: 'mult' }, 'Câmpul sumă trebuie să fie o sumă în euro, de ex. 12,50.'],
    ['amount', { amount: '1000000,01' }, 'Câmpul sumă poate fi cel mult 1.000.000 EUR.'],
    ['contact_id', { contact_id: null }, 'Alege contactul care face oferta.'],
    ['contact_id', { contact_id: 'ana' }, 'Alege un contact al comunității.'],
    ['contact_id', { contact_id: 2_147_483_647 }, 'Alege un contact al comunității.'],
  ])('%s refused with its message, nothing written (%j)', async (field, fields, message) => {
    const { lot, car, contact } = await carWithBidder()
    await createBid(world.community.id, {
      car_id: car.id,
      contact_id: contact.id,
      amount_cents: 310_000,
    })
    const url = `/lot/${lot.uid}/car/${car.uid}`
    const { page } = await client.submit(
      'POST',
      `${url}/bids`,
      { contact_id: contact.id, amount: '4000', ...fields },
      { from: url }
    )
    expect(page?.props.errors).toEqual({ [field]: message })
    expect(await bidsOfCar(car.id)).toHaveLength(1)
  })

  test('a bid of 0 on a car starting at 0 is refused', async () => {
    const { lot, contact } = await carWithBidder()
    const free = await createCar(world.community.id, { lot_id: lot.id, starting_price_cents: 0 })
    const url = `/lot/${lot.uid}/car/${free.uid}`
    const { page } = await client.submit(
      'POST',
      `${url}/bids`,
      { contact_id: contact.id, amount: '0' },
      { from: url }
    )
    expect(page?.props.errors).toEqual({ amount: 'Oferta trebuie să fie mai mare decât 0.' })
    expect(await bidsOfCar(free.id)).toEqual([])
  })

  test.each(['sibling', 'other', 'event'] as const)(
    'a contact of the %s community (or an event contact) is refused under contact_id, nothing written',
    async (which) => {
      const { lot, car } = await carWithBidder()
      const communityId = {
        sibling: world.sibling.id,
        other: world.other.community.id,
        event: world.community.id,
      }[which]
      // An event's own contact (its Contact tab) is not one of the community's contacts.
      const stranger = await createContact(
        communityId,
        which === 'event' ? { type: 'event_contact' } : {}
      )
      const url = `/lot/${lot.uid}/car/${car.uid}`
      const { page } = await client.submit(
        'POST',
        `${url}/bids`,
        { contact_id: stranger.id, amount: '4000' },
        { from: url }
      )
      expect(page?.props.errors).toEqual({ contact_id: 'Alege un contact al comunității.' })
      expect(await bidsOfCar(car.id)).toEqual([])
    }
  )

  test('two bids of the same amount at the same moment: one is recorded', async () => {
    const { lot, car, contact } = await carWithBidder()
    const url = `/lot/${lot.uid}/car/${car.uid}`
    const other = await signedIn(world.user)
    await Promise.all(
      [client, other, client, other].map((who) =>
        who.submit('POST', `${url}/bids`, { contact_id: contact.id, amount: '5000' }, { from: url })
      )
    )
    const bids = await bidsOfCar(car.id)
    expect(bids.map((bid) => bid.amount_cents)).toEqual([500_000])
  })
})

describe("another community's lots and cars do not exist (404, nothing changed)", () => {
  test.each(['sibling', 'other'] as const)('a lot and car of the %s community', async (which) => {
    const communityId = which === 'sibling' ? world.sibling.id : world.other.community.id
    const { lot, car, contact } = await carWithBidder(communityId)
    const mine = await createContact(world.community.id)
    for (const [method, path, body] of [
      ['GET', `/lots/${lot.uid}`, undefined],
      ['PUT', `/lots/${lot.uid}`, lotForm()],
      ['DELETE', `/lots/${lot.uid}`, undefined],
      ['GET', `/lots/${lot.uid}/cars/create`, undefined],
      ['POST', `/lots/${lot.uid}/cars`, carForm()],
      ['GET', `/lots/${lot.uid}/cars/${car.uid}`, undefined],
      ['PUT', `/lots/${lot.uid}/cars/${car.uid}`, carForm()],
      ['DELETE', `/lots/${lot.uid}/cars/${car.uid}`, undefined],
      ['GET', `/lot/${lot.uid}/car/${car.uid}`, undefined],
      ['POST', `/lot/${lot.uid}/car/${car.uid}/bids`, { contact_id: mine.id, amount: '5000' }],
      ['POST', `/lot/${lot.uid}/car/${car.uid}/bids`, { contact_id: contact.id, amount: '5000' }],
      ['GET', `/cars/${car.uid}/photo`, undefined],
      ['DELETE', `/cars/${car.uid}/photo`, undefined],
    ] as const) {
      const reply = await client.request(method, path, { body, inertia: true })
      expect(reply.status, `${method} ${path}`).toBe(404)
    }
    expect(await lotByUid(lot.uid)).toEqual(lot)
    expect(await carByUid(car.uid)).toEqual(car)
    expect(await bidsOfCar(car.id)).toEqual([])
  })
})

describe('roles', () => {
  test('a super-admin is refused (403) but for the car page, and a guest goes to /login, nothing changed', async () => {
    const { lot, car, contact } = await carWithBidder()
    const before = await countInCommunity('lots', world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path, body] of [
      ['GET', '/lots', undefined],
      ['GET', '/lots/create', undefined],
      ['POST', '/lots', lotForm()],
      ['GET', `/lots/${lot.uid}`, undefined],
      ['PUT', `/lots/${lot.uid}`, lotForm()],
      ['DELETE', `/lots/${lot.uid}`, undefined],
      ['POST', `/lots/${lot.uid}/cars`, carForm()],
      ['PUT', `/lots/${lot.uid}/cars/${car.uid}`, carForm()],
      ['DELETE', `/lots/${lot.uid}/cars/${car.uid}`, undefined],
      ['POST', `/lot/${lot.uid}/car/${car.uid}/bids`, { contact_id: contact.id, amount: '5000' }],
    ] as const) {
      const refused = await admin.request(method, path, { body, inertia: true })
      expect(refused.status, `${method} ${path}`).toBe(403)
      const guest = await new TestClient().request(method, path, { body, inertia: true })
      expect([302, 303], `${method} ${path}`).toContain(guest.status)
      expect(guest.location).toBe('/login')
    }
    expect(await countInCommunity('lots', world.community.id)).toBe(before)
    expect(await lotByUid(lot.uid)).toEqual(lot)
    expect(await carByUid(car.uid)).toEqual(car)
    expect(await bidsOfCar(car.id)).toEqual([])
  })

  test("a super-admin reads any community's car page (opened from /administrare/bids), without the bid form", async () => {
    const { lot, car, contact } = await carWithBidder(world.other.community.id)
    await createBid(world.other.community.id, {
      car_id: car.id,
      contact_id: contact.id,
      amount_cents: 320_000,
    })
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const url = `/lot/${lot.uid}/car/${car.uid}`
    const page = await admin.visit(url)
    expect(page.component).toBe('lots/car')
    expect(page.props.readOnly).toBe(true)
    expect(page.props.car).toMatchObject({ uid: car.uid, startingPrice: '3000.00' })
    expect(page.props.bids.map((bid: { amount: string }) => bid.amount)).toEqual(['3200.00'])
    // An org-admin of another community: a 404; on their own car they have the form.
    const elsewhere = await client.request('GET', url, { inertia: true })
    expect(elsewhere.status).toBe(404)
    const own = await carWithBidder()
    const ownPage = await client.visit(`/lot/${own.lot.uid}/car/${own.car.uid}`)
    expect(ownPage.props.readOnly).toBe(false)
    // A car under another lot's URL is a 404 to the super-admin as well.
    const otherLot = await createLot(world.other.community.id)
    const wrong = await admin.request('GET', `/lot/${otherLot.uid}/car/${car.uid}`, {
      inertia: true,
    })
    expect(wrong.status).toBe(404)
    const guest = await new TestClient().request('GET', url, { inertia: true })
    expect(guest.location).toBe('/login')
  })
})
