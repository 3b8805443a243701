/**
 * The dates of an invoice (docs/auction.md, "Invoices"): the issue date not in the future, not
 * before the sale and not before the series' previous document's; the manual rate's day BNR's
 * last publishing day before delivery, and given under its own field. Each refusal: 422 under
 * the field, nothing written.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { DateTime } from 'luxon'
import type { TestClient } from '../support/client.ts'
import { query } from '../support/db.ts'
import { orgDay, shownDay } from '../support/org_dates.ts'
import { signedInOrgAdmin as freshAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import { closeLotOn, createWonCar, issueInvoice, readyToInvoice } from './helpers/auction.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await freshAdmin())
  await readyToInvoice(world.organization.id)
})

/** The winning bid (3.500,00 EUR) of a new car of a lot that closed an hour ago. */
async function wonBid() {
  const bidder = await createContact(world.community.id)
  const { bids } = await createWonCar(world.community.id, [
    { contact_id: bidder.id, amount_cents: 350_000 },
  ])
  return bids[0]
}

const invoicesOf = (bidId: number) =>
  query(`select * from invoices where bid_id = $1 order by id`, [bidId])

/** The form sent as JSON: the status and the errors by field. */
const post = (bid: { uid: string }, fields: Record<string, unknown>) =>
  issueInvoice(client, bid, fields)

describe('the issue date', () => {
  test('the form proposes today; a day in the future is refused under it, nothing written', async () => {
    const bid = await wonBid()
    const page = await client.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.props.defaults.issue_date).toBe(orgDay())
    const refused = await post(bid, { issue_date: orgDay(1), due_date: orgDay(15) })
    expect(refused.status).toBe(422)
    expect(refused.errors).toEqual({ issue_date: 'Data emiterii nu poate fi în viitor.' })
    expect(await invoicesOf(bid.id)).toEqual([])
  })

  test("the form's rate is BNR's for the delivery day (the lot's close), whatever the issue date asked", async () => {
    const bid = await wonBid()
    await closeLotOn(bid.id, orgDay(-10))
    const form = `/administrare/bids/${bid.uid}/create-invoice`
    for (const page of [
      await client.visit(form),
      await client.visit(`${form}?issue_date=${orgDay(-2)}`),
    ]) {
      expect(page.props.rate.deliveryDate).toBe(orgDay(-10))
      expect(page.props.rate.bnr.date < orgDay(-10)).toBe(true)
      expect(page.props.defaults.issue_date).toBe(orgDay())
    }
  })

  test('a day before the lot closed is refused under it, nothing written; the day it closed is issued', async () => {
    const bid = await wonBid()
    await closeLotOn(bid.id, orgDay(-3))
    const refused = await post(bid, { issue_date: orgDay(-4), series: 'SALE' })
    expect(refused.status).toBe(422)
    expect(refused.errors).toEqual({
      issue_date: `Data emiterii nu poate fi înainte de vânzare: licitația s-a încheiat pe ${shownDay(orgDay(-3))}.`,
    })
    expect(await invoicesOf(bid.id)).toEqual([])

    const issued = await post(bid, { issue_date: orgDay(-3), series: 'SALE' })
    expect(issued.status).toBe(302)
    const [invoice] = await invoicesOf(bid.id)
    expect(DateTime.fromJSDate(invoice.issue_date).toISODate()).toBe(orgDay(-3))
  })

  test("a day before the series' previous document is refused under it, nothing written, its number kept; another series is not held back", async () => {
    const first = await wonBid()
    const second = await wonBid()
    const third = await wonBid()
    await closeLotOn(second.id, orgDay(-3))
    const issued = await post(first, { series: 'ORD' })
    expect(issued.status).toBe(302)

    const refused = await post(second, { series: 'ORD', issue_date: orgDay(-1) })
    expect(refused.status).toBe(422)
    expect(refused.errors).toEqual({
      issue_date: `Data emiterii nu poate fi înainte de cea a documentului anterior din serie (ORD-1, emis pe ${shownDay(orgDay())}).`,
    })
    expect(await invoicesOf(second.id)).toEqual([])

    const otherSeries = await post(second, { series: 'ALT', issue_date: orgDay(-1) })
    expect(otherSeries.status).toBe(302)
    const next = await post(third, { series: 'ORD' })
    expect(next.status).toBe(302)
    const numbers = await query(
      `select series_code, number from invoices where bid_id = any($1) order by id`,
      [[first.id, second.id, third.id]]
    )
    expect(numbers).toEqual([
      { series_code: 'ORD', number: 1 },
      { series_code: 'ALT', number: 1 },
      { series_code: 'ORD', number: 2 },
    ])
  })
})

describe("the manual rate's day", () => {
  test("without a BNR rate, any day but BNR's last publishing day before delivery is refused under it, naming that day; nothing written; that day is issued", async () => {
    const bid = await wonBid()
    // Closed on Monday 10-06-2024, invoiced on 12-06-2024: the rate of Friday 07-06-2024.
    await closeLotOn(bid.id, '2024-06-10')
    const dates = { issue_date: '2024-06-12', due_date: '2024-06-20', series: 'MDAY' }
    const expected =
      'Data cursului trebuie să fie 07-06-2024: ultima zi în care BNR a publicat un curs înainte de data livrării (10-06-2024).'
    // An older publishing day, a Saturday, the delivery day, the day before issue, the issue day.
    for (const day of ['2024-06-06', '2024-06-08', '2024-06-10', '2024-06-11', '2024-06-12']) {
      const refused = await post(bid, { ...dates, manual_rate: '4,9771', manual_rate_date: day })
      expect(refused.status, day).toBe(422)
      expect(refused.errors, day).toEqual({ manual_rate_date: expected })
    }
    expect(await invoicesOf(bid.id)).toEqual([])

    const issued = await post(bid, {
      ...dates,
      vat_rate: '19',
      manual_rate: '4,9771',
      manual_rate_date: '2024-06-07',
    })
    expect(issued.status).toBe(302)
    const [invoice] = await invoicesOf(bid.id)
    expect(invoice.rate_source).toBe('manual')
    expect(DateTime.fromJSDate(invoice.rate_date).toISODate()).toBe('2024-06-07')
  })

  test('across legal holidays: a lot closed on Tuesday 07-05-2024 takes the rate of Thursday 02-05-2024 (Good Friday, the weekend and Easter Monday between)', async () => {
    const bid = await wonBid()
    await closeLotOn(bid.id, '2024-05-07')
    const dates = { issue_date: '2024-05-08', due_date: '2024-05-20', series: 'MHOL' }
    const refused = await post(bid, {
      ...dates,
      manual_rate: '4,9771',
      manual_rate_date: '2024-05-06',
    })
    expect(refused.errors).toEqual({
      manual_rate_date:
        'Data cursului trebuie să fie 02-05-2024: ultima zi în care BNR a publicat un curs înainte de data livrării (07-05-2024).',
    })
    expect(await invoicesOf(bid.id)).toEqual([])
    const issued = await post(bid, {
      ...dates,
      vat_rate: '19',
      manual_rate: '4,9771',
      manual_rate_date: '2024-05-02',
    })
    expect(issued.status).toBe(302)
  })

  test('without a BNR rate, a manual rate without its day is refused under the day, not the rate; nothing written', async () => {
    const bid = await wonBid()
    await closeLotOn(bid.id, '2024-06-10')
    const dates = { issue_date: '2024-06-12', due_date: '2024-06-20', series: 'MAN' }
    const refused = await post(bid, { ...dates, manual_rate: '4,9812' })
    expect(refused.status).toBe(422)
    expect(refused.errors).toEqual({
      manual_rate_date: 'Introdu data cursului EUR/RON introdus manual.',
    })
    const none = await post(bid, dates)
    expect(none.errors).toEqual({
      manual_rate:
        'Nu există un curs BNR pentru data livrării: introdu cursul EUR/RON și data lui.',
      manual_rate_date: 'Introdu data cursului EUR/RON introdus manual.',
    })
    expect(await invoicesOf(bid.id)).toEqual([])
  })
})
