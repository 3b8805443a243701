/**
 * A value in a shape its field does not expect: an id or a number sent as a numeric string, an
 * array, a nested array or an object; a date outside the range the product accepts. Each is
 * checked as what it is before anything is written, and refused with its message under the field
 * (never a 500, never accepted as if it were a scalar).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { TestClient } from '../support/client.ts'
import { signedIn } from '../support/client.ts'
import { countInCommunity, createOrganization, createUser, query, unique } from '../support/db.ts'
import { nextYear, orgDay } from '../support/org_dates.ts'
import { nicheIdsOf, organizationByUid, twoIndustries } from './helpers/organizations.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import { createProduct } from './helpers/products.ts'
import { createSegment, segmentProductIds } from './helpers/segments.ts'
import { companyIds, eventCompanies, eventWorld, type EventWorld } from './helpers/event_tabs.ts'
import { createEvent, eventByUid, eventForm, eventTabForm, eventsOf } from './helpers/events.ts'
import {
  bidsOfCar,
  createCar,
  createLot,
  createWonCar,
  invoiceForm,
  lotByUid,
} from './helpers/auction.ts'
import { feedForm } from './helpers/feeds.ts'

const DATE_RANGE = (field: string) => `Alege pentru ${field} o dată între 01-01-1900 și 31-12-2100.`
/** Dates PostgreSQL refuses (year 0) or that no one means (year 9999). */
const FAR_DATES = ['0000-01-01 00:00:00', '9999-12-31 23:59:59'] as const

let world: TenantWorld
let client: TestClient
let events: EventWorld

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
  events = await eventWorld()
})

describe('partners and sponsors of an event', () => {
  const save = (uid: string, body: unknown) =>
    events.client.submit('POST', `/events/${uid}/edit/partners-and-sponsors`, body, {
      from: `/events/${uid}?tab=partners`,
    })

  test("another community's company sent as a string is refused under the list, nothing written", async () => {
    const event = await createEvent(events.community.id)
    const [mine] = await companyIds(events.community.id, 1)
    const [foreign] = await companyIds(events.other.community.id, 1)
    const [sibling] = await companyIds(events.sibling.id, 1)
    for (const body of [
      { partners_ids: [String(foreign)] },
      { partners_ids: [String(mine), ` ${sibling} `] },
      { sponsors_ids: [String(foreign)] },
    ]) {
      const result = await save(event.uid, body)
      expect(result.status, JSON.stringify(body)).toBeLessThan(500)
      const field = Object.keys(body)[0]
      expect(result.page?.props.errors, JSON.stringify(body)).toEqual({
        [field]: 'Alege doar firme ale comunității.',
      })
      expect(await eventCompanies(event.id)).toEqual({ partners: [], sponsors: [] })
    }
  })

  test('an id inside an array, a nested array or an object is refused under its element', async () => {
    const event = await createEvent(events.community.id)
    const [mine] = await companyIds(events.community.id, 1)
    for (const element of [[mine], [[mine]], [String(mine)], { id: mine }, true, '']) {
      const result = await save(event.uid, { partners_ids: [element] })
      expect(result.status, JSON.stringify(element)).toBeLessThan(500)
      expect(result.page?.props.errors, JSON.stringify(element)).toEqual({
        'partners_ids.0': 'Alege firme din listă.',
      })
    }
    expect(await eventCompanies(event.id)).toEqual({ partners: [], sponsors: [] })
  })

  test('its own companies sent as numeric strings are saved', async () => {
    const event = await createEvent(events.community.id)
    const [a, b] = await companyIds(events.community.id, 2)
    await save(event.uid, { partners_ids: [String(a)], sponsors_ids: [` ${b}`] })
    expect(await eventCompanies(event.id)).toEqual({ partners: [a], sponsors: [b] })
  })
})

describe("a segment's products", () => {
  const submit = (data: Record<string, unknown>) =>
    client.submit(
      'POST',
      '/segments',
      { name: 'Segment', code: unique('S'), priority: 1, ...data },
      { from: '/segments/create' }
    )

  test("another community's product, or its own deleted one, sent as a string: refused, nothing linked", async () => {
    const foreign = await createProduct(world.other.community.id)
    const sibling = await createProduct(world.sibling.id)
    const deleted = await createProduct(world.community.id, { deleted_at: new Date() })
    for (const id of [foreign.id, sibling.id, deleted.id]) {
      const before = await countInCommunity('segments', world.community.id)
      const result = await submit({ product_ids: [String(id)] })
      expect(result.status).toBeLessThan(500)
      expect(result.page?.props.errors).toEqual({
        product_ids: 'Alege doar produse active ale comunității.',
      })
      expect(await countInCommunity('segments', world.community.id)).toBe(before)
    }

    const segment = await createSegment(world.community.id)
    const edit = await client.submit(
      'POST',
      `/segments/${segment.uid}/edit`,
      { name: segment.name, code: segment.code, priority: 1, product_ids: [String(deleted.id)] },
      { from: `/segments/${segment.uid}` }
    )
    expect(edit.page?.props.errors).toEqual({
      product_ids: 'Alege doar produse active ale comunității.',
    })
    expect(await segmentProductIds(segment.id)).toEqual([])
  })

  test('a product id as an array, a nested array or an object is refused under its element', async () => {
    const product = await createProduct(world.community.id)
    for (const element of [[product.id], [[product.id]], { id: product.id }]) {
      const before = await countInCommunity('segments', world.community.id)
      const result = await submit({ product_ids: [element] })
      expect(result.page?.props.errors, JSON.stringify(element)).toEqual({
        'product_ids.0': 'Alege doar produse active ale comunității.',
      })
      expect(await countInCommunity('segments', world.community.id)).toBe(before)
    }
  })

  test('its active product sent as a string is linked', async () => {
    const product = await createProduct(world.community.id)
    const code = unique('S')
    await client.submit(
      'POST',
      '/segments',
      { name: 'Segment', code, priority: 1, product_ids: [String(product.id)] },
      { from: '/segments/create' }
    )
    const [segment] = await query<{ id: number }>(
      `select id from segments where community_id = $1 and code = $2`,
      [world.community.id, code]
    )
    expect(await segmentProductIds(segment.id)).toEqual([product.id])
  })
})

describe('a bid', () => {
  test('a contact id inside an array, a nested array or an object is refused, nothing written', async () => {
    const lot = await createLot(world.community.id)
    const car = await createCar(world.community.id, { lot_id: lot.id, starting_price_cents: 0 })
    const contact = await createContact(world.community.id)
    const url = `/lot/${lot.uid}/car/${car.uid}`
    for (const contactId of [
      [contact.id],
      [[contact.id]],
      [String(contact.id)],
      { id: contact.id },
    ]) {
      const { page } = await client.submit(
        'POST',
        `${url}/bids`,
        { contact_id: contactId, amount: '4000' },
        { from: url }
      )
      expect(page?.props.errors, JSON.stringify(contactId)).toEqual({
        contact_id: 'Alege un contact al comunității.',
      })
    }
    expect(await bidsOfCar(car.id)).toEqual([])
  })

  test('an amount as an array is refused', async () => {
    const lot = await createLot(world.community.id)
    const car = await createCar(world.community.id, { lot_id: lot.id, starting_price_cents: 0 })
    const contact = await createContact(world.community.id)
    const url = `/lot/${lot.uid}/car/${car.uid}`
    const { page } = await client.submit(
      'POST',
      `${url}/bids`,
      { contact_id: contact.id, amount: ['4000'] },
      { from: url }
    )
    expect(page?.props.errors).toEqual({
      amount: 'Câmpul sumă trebuie să fie o sumă în euro, de ex. 12,50.',
    })
    expect(await bidsOfCar(car.id)).toEqual([])
  })
})

describe('an invoice', () => {
  const today = () => orgDay()
  const form = (fields: Record<string, unknown>) =>
    invoiceForm({ vat_rate: '19', due_date: today(), ...fields })
  const invoicesOf = (bidId: number) => query(`select id from invoices where bid_id = $1`, [bidId])

  /** The winning bid of a closed lot: the only bid that may be invoiced. */
  async function bid() {
    const contact = await createContact(world.community.id)
    const { bids } = await createWonCar(world.community.id, [
      { contact_id: contact.id, amount_cents: 500_000 },
    ])
    return bids[0]
  }

  test('a VAT rate as an array, a nested array, text holding an array, an object or true is refused', async () => {
    const mine = await bid()
    for (const rate of [[19], [[19]], '[19]', ['19'], { rate: 19 }, true, []]) {
      const { page } = await client.submit(
        'POST',
        `/administrare/bids/${mine.uid}/invoices`,
        form({ vat_rate: rate }),
        { from: `/administrare/bids/${mine.uid}/create-invoice` }
      )
      expect(page?.props.errors, JSON.stringify(rate)).toEqual({
        vat_rate: 'Câmpul cota TVA trebuie să fie un număr.',
      })
    }
    expect(await invoicesOf(mine.id)).toEqual([])
  })

  test('issue and due dates before 1900 or after 2100 are refused under the field', async () => {
    const mine = await bid()
    for (const [date, message] of [
      ['0000-01-01', 'Introdu o dată validă (data emiterii).'],
      ['1899-12-31', DATE_RANGE('data emiterii')],
      ['9999-12-31', DATE_RANGE('data emiterii')],
    ]) {
      const result = await client.submit(
        'POST',
        `/administrare/bids/${mine.uid}/invoices`,
        form({ issue_date: date, due_date: date }),
        { from: `/administrare/bids/${mine.uid}/create-invoice` }
      )
      expect(result.status, date).toBeLessThan(500)
      expect(result.page?.props.errors.issue_date, date).toBe(message)
    }
    expect(await invoicesOf(mine.id)).toEqual([])
  })
})

describe('dates outside 1900–2100', () => {
  test.each(FAR_DATES)('the event create form refuses %s, nothing written', async (date) => {
    const before = await eventsOf(events.community.id)
    for (const fields of [{ start_date: date }, { end_date: date }]) {
      const result = await events.client.submit('POST', '/events', eventForm(fields), {
        from: '/events/create',
      })
      expect(result.status).toBeLessThan(500)
      const [field, label] =
        'start_date' in fields ? ['start_date', 'data de început'] : ['end_date', 'data de sfârșit']
      expect(result.page?.props.errors[field], JSON.stringify(fields)).toBe(DATE_RANGE(label))
    }
    expect(await eventsOf(events.community.id)).toEqual(before)
  })

  test.each(FAR_DATES)('the Event tab refuses %s, nothing written', async (date) => {
    const event = await createEvent(events.community.id)
    const result = await events.client.submit(
      'POST',
      `/events/${event.uid}/edit`,
      eventTabForm({ end_date: date }),
      { from: `/events/${event.uid}` }
    )
    expect(result.status).toBeLessThan(500)
    expect(result.page?.props.errors.end_date).toBe(DATE_RANGE('data de sfârșit'))
    expect(await eventByUid(event.uid)).toEqual(event)
  })

  test.each(FAR_DATES)('the lot form refuses %s, nothing written', async (date) => {
    const before = await countInCommunity('lots', world.community.id)
    const created = await client.submit(
      'POST',
      '/lots',
      { title: 'Licitație', start_date: date, end_date: `${nextYear()}-01-01 10:00:00` },
      { from: '/lots/create' }
    )
    expect(created.status).toBeLessThan(500)
    expect(created.page?.props.errors.start_date).toBe(DATE_RANGE('data de început'))
    expect(await countInCommunity('lots', world.community.id)).toBe(before)

    const lot = await createLot(world.community.id)
    const updated = await client.submit(
      'PUT',
      `/lots/${lot.uid}`,
      { title: lot.title, start_date: `${nextYear()}-01-01 10:00:00`, end_date: date },
      { from: `/lots/${lot.uid}` }
    )
    expect(updated.status).toBeLessThan(500)
    expect(updated.page?.props.errors.end_date).toBe(DATE_RANGE('data de sfârșit'))
    expect(await lotByUid(lot.uid)).toEqual(lot)
  })

  test('a feed item scheduled for 9999-12-31 is refused, nothing written', async () => {
    const before = await countInCommunity('feeds', world.community.id)
    const result = await client.submit(
      'POST',
      '/feeds',
      feedForm({ is_scheduled: true, scheduled_for: '9999-12-31 10:00:00' }),
      { from: '/feeds/create' }
    )
    expect(result.status).toBeLessThan(500)
    expect(result.page?.props.errors.scheduled_for).toBe(DATE_RANGE('data programării'))
    expect(await countInCommunity('feeds', world.community.id)).toBe(before)
  })

  test('the first and last accepted days: 1900-01-01 and 2100-12-31 (a lot)', async () => {
    const title = unique('Licitație')
    const created = await client.submit(
      'POST',
      '/lots',
      { title, start_date: '1900-01-01 00:00:00', end_date: '2100-12-31 23:59:59' },
      { from: '/lots/create' }
    )
    expect(created.page?.props.errors).toEqual({})
    const [row] = await query(`select id from lots where title = $1`, [title])
    expect(row).toBeDefined()
  })
})

describe("a community's other info", () => {
  test('an unknown activity domain or main area is refused under its field beside the other errors', async () => {
    const result = await events.client.submit(
      'POST',
      '/community/settings/other-info',
      {
        activity_domain_ids: ['2147483647'],
        impact_areas: [{ main_impact_area_id: '2147483647', child_impact_area_ids: [] }],
        public_contact: { email: 'nu-e-email' },
      },
      { from: '/community/settings' }
    )
    expect(result.page?.props.errors).toEqual({
      'activity_domain_ids': 'Alege domeniile de activitate din listă.',
      'impact_areas.0.main_impact_area_id': 'Alege o arie principală din listă.',
      'public_contact.email': 'Introdu o adresă de email validă.',
    })
  })
})

describe("an organization's industry and niches", () => {
  test('the industry sent as a numeric string keeps its niches; as an array it is refused', async () => {
    const superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
    const organization = await createOrganization()
    const [industry] = await twoIndustries()
    const url = `/organizations/${organization.uid}/settings`
    const niches = industry.niches.slice(0, 1)
    const saved = await superAdmin.submit('PATCH', url, {
      industry_id: String(industry.id),
      niche_ids: niches.map(String),
    })
    expect(saved.page?.props.errors).toEqual({})
    expect(await nicheIdsOf(organization.id)).toEqual(niches)

    const refused = await superAdmin.submit('PATCH', url, {
      industry_id: [industry.id],
      niche_ids: [],
    })
    expect(refused.page?.props.errors).toEqual({
      industry_id: 'Câmpul industrie trebuie să fie un număr.',
    })
    expect((await organizationByUid(organization.uid))!.industry_id).toBe(industry.id)
  })
})
