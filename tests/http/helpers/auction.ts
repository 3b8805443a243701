/**
 * Helpers for the lots, cars, bids and invoices tests: records built with the factories
 * (returned as stored) and the forms as the browser sends them.
 */
import type Bid from '#models/bid'
import type Car from '#models/car'
import type Invoice from '#models/invoice'
import type Lot from '#models/lot'
import type { TestClient } from '../../support/client.ts'
import { attributesOf, factories, query, rowById, type Row } from '../../support/db.ts'
import { nativeImport } from '../../support/native_import.js'
import { orgDay } from '../../support/org_dates.ts'

type Fields<T> = Partial<Omit<T, 'id' | 'uid' | 'community_id'>>

/** A lot of the community: open (the default), scheduled or closed (LotFactory's states). */
export async function createLot(
  communityId: number,
  fields: Fields<Row<typeof Lot>> = {},
  state: 'open' | 'scheduled' | 'closed' = 'open'
) {
  const { LotFactory } = await factories()
  const builder = state === 'open' ? LotFactory : LotFactory.apply(state)
  const lot = await builder.merge({ ...attributesOf(fields), communityId }).create()
  return rowById<Row<typeof Lot>>('lots', lot.id)
}

/**
 * A won car (createWonCar): a car of a closed lot with bids of the given amounts by the given
 * contacts; the lot, the car and the bids highest first, as stored.
 */
export async function createWonCar(
  communityId: number,
  bids: { contact_id: number | null; amount_cents: number }[],
  car: { make?: string; model?: string; year?: number } = {}
) {
  const { createWonCar: wonCar } = await factories()
  const made = await wonCar(
    communityId,
    bids.map((bid) => ({ contactId: bid.contact_id, amountCents: bid.amount_cents })),
    car
  )
  return {
    lot: (await rowById<Row<typeof Lot>>('lots', made.lot.id))!,
    car: (await rowById<Row<typeof Car>>('cars', made.car.id))!,
    bids: await bidsOfCar(made.car.id),
  }
}

/** A car of the lot (a new lot of the community when none is given). */
export async function createCar(
  communityId: number,
  fields: Fields<Row<typeof Car>> = {}
): Promise<Row<typeof Car>> {
  const { CarFactory } = await factories()
  const lot = fields.lot_id ? null : await createLot(communityId)
  const lotId = fields.lot_id ?? lot!.id
  const car = await CarFactory.merge({ ...attributesOf(fields), lotId, communityId }).create()
  return rowById<Row<typeof Car>>('cars', car.id)
}

/** A bid on the car by the contact. */
export async function createBid(
  communityId: number,
  fields: Fields<Row<typeof Bid>> & { car_id: number; contact_id: number | null }
) {
  const { BidFactory } = await factories()
  const bid = await BidFactory.merge({ ...attributesOf(fields), communityId }).create()
  return rowById<Row<typeof Bid>>('bids', bid.id)
}

/**
 * The series `code` of the community's organization (created on first use), then an invoice
 * of the bid in it.
 */
export async function createInvoice(
  communityId: number,
  fields: Partial<Omit<Row<typeof Invoice>, 'id' | 'uid' | 'community_id'>> & { bid_id: number }
) {
  const { InvoiceSeriesFactory, InvoiceFactory } = await factories()
  const code = (fields.series_code as string | undefined) ?? 'FCT'
  const [series] = await query(
    `select 1 from invoice_series join communities on communities.id = $1
     where invoice_series.organization_id = communities.organization_id and code = $2`,
    [communityId, code]
  )
  if (!series) await InvoiceSeriesFactory.merge({ communityId, code }).create()
  const invoice = await InvoiceFactory.merge({ ...attributesOf(fields), communityId }).create()
  return rowById<Row<typeof Invoice>>('invoices', invoice.id)
}

/**
 * The invoice's credit note numbered `number` in series STORNO, as "Stornează" makes it
 * (createCreditNote: the invoice becomes reversed), as stored.
 */
export async function reverseInvoice(invoiceId: number, number: number) {
  const { createCreditNote } = await factories()
  const { default: InvoiceModel } =
    await nativeImport<typeof import('#models/invoice')>('#models/invoice')
  const note = await createCreditNote(await InvoiceModel.findOrFail(invoiceId), number)
  return rowById<Row<typeof Invoice>>('invoices', note.id)
}

/**
 * The demo auction (database/data/demo_auction.ts: a lot, four cars, six bids, three bidders)
 * in the community, as the development seeder puts it in the demo community.
 */
export async function seedDemoAuction(communityId: number) {
  await factories() // boots the app the seed runs in
  const [{ slug }] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  const demo = await nativeImport<typeof import('#database/data/demo_auction')>(
    '#database/data/demo_auction'
  )
  await demo.seedDemoAuction(slug)
}

export async function lotByUid(uid: string) {
  const [row] = await query(`select * from lots where uid = $1`, [uid])
  return row as Row<typeof Lot> | undefined
}

export async function carByUid(uid: string) {
  const [row] = await query(`select * from cars where uid = $1`, [uid])
  return row as Row<typeof Car> | undefined
}

export async function bidsOfCar(carId: number) {
  return (await query(`select * from bids where car_id = $1 order by amount_cents desc, id`, [
    carId,
  ])) as Row<typeof Bid>[]
}

/** The invoice form as the browser sends it: series FCT, VAT 21, today, a person buyer in Cluj. */
export const invoiceForm = (fields: Record<string, unknown> = {}) => ({
  series: 'FCT',
  vat_rate: '21',
  issue_date: orgDay(),
  due_date: orgDay(15),
  buyer_kind: 'person',
  buyer_name: 'Ana Pop',
  buyer_email: 'ana.pop@example.test',
  buyer_street: 'Str. Memorandumului 28',
  buyer_city: 'Cluj-Napoca',
  buyer_county: 'RO-CJ',
  ...fields,
})

/** The invoice form sent as JSON by `client`: the status and the errors by field. */
export async function issueInvoice(
  client: TestClient,
  bid: { uid: string },
  fields: Record<string, unknown>
) {
  const response = await client.request('POST', `/administrare/bids/${bid.uid}/invoices`, {
    body: invoiceForm(fields),
    json: true,
  })
  const errors: { field: string; message: string }[] =
    response.status === 422 ? response.json().errors : []
  return {
    status: response.status,
    errors: Object.fromEntries(errors.map((error) => [error.field, error.message])),
  }
}

/**
 * What issuing needs beyond the bid: the organizations' billing details complete, and BNR's
 * rates of the last two weeks stored (today's invoices carry the last one).
 */
export async function readyToInvoice(...organizationIds: number[]) {
  const { completeBilling, storeBnrRates } = await factories()
  await query(`update organizations set billing_info = $2 where id = any($1)`, [
    organizationIds,
    JSON.stringify(completeBilling),
  ])
  await storeBnrRates(orgDay(-14), orgDay(-1))
}

/**
 * Moves the lot of the bid's car back or forth so that it closed on `day` (noon in Romania),
 * its start and its bids moved with it: a sale of that day, for issue dates around it.
 */
export async function closeLotOn(bidId: number, day: string) {
  await query(
    `with target as (
       select lots.id, (($2::date + time '12:00') at time zone 'Europe/Bucharest') - lots.ends_at as shift
       from bids join cars on cars.id = bids.car_id join lots on lots.id = cars.lot_id
       where bids.id = $1
     ), moved as (
       update lots set starts_at = starts_at + target.shift, ends_at = ends_at + target.shift
       from target where lots.id = target.id
     )
     update bids set placed_at = placed_at + target.shift
     from cars, target where cars.id = bids.car_id and cars.lot_id = target.id`,
    [bidId, day]
  )
}
