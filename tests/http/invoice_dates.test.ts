/**
 * The dates of an invoice (docs/auction.md, "Invoices"): the issue date not in the future, not
 * before the sale and not before the series' previous document's; the manual rate's day one BNR
 * publishes, and given under its own field. Each refusal: 422 under the field, nothing written.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { DateTime } from 'luxon'
import type { TestClient } from '../support/client.ts'
import { query } from '../support/db.ts'
import { lastOrgWeekday, lastYear, orgDay } from '../support/org_dates.ts'
import { signedInOrgAdmin as freshAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import { closeLotOn, createWonCar, invoiceForm, readyToInvoice } from './helpers/auction.ts'
import { lastWorkingDayBefore, orthodoxEaster } from '../../app/shared/working_days.ts'

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

/** The day as the app shows it (dd-MM-yyyy). */
const shown = (day: string) => DateTime.fromISO(day).toFormat('dd-MM-yyyy')

/** The form sent as JSON: the status and the errors by field. */
async function post(bid: { uid: string }, fields: Record<string, unknown>) {
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

  test("the form's rate: a reload with another issue date gives that day's; a query that is not a day gives today's", async () => {
    const bid = await wonBid()
    const form = `/administrare/bids/${bid.uid}/create-invoice`
    const earlier = await client.visit(`${form}?issue_date=${orgDay(-10)}`)
    expect(earlier.props.rate.issueDate).toBe(orgDay(-10))
    expect(earlier.props.rate.bnr.date < orgDay(-10)).toBe(true)
    expect(earlier.props.defaults.issue_date).toBe(orgDay())
    for (const asked of ['2026-02-30', 'ieri', '10-12-2026', `${orgDay(-10)}T10:00`]) {
      const page = await client.visit(`${form}?issue_date=${encodeURIComponent(asked)}`)
      expect(page.props.rate.issueDate, asked).toBe(orgDay())
    }
    const twice = await client.visit(`${form}?issue_date=${orgDay(-10)}&issue_date=${orgDay(-9)}`)
    expect(twice.props.rate.issueDate).toBe(orgDay())
  })

  test('a day before the lot closed is refused under it, nothing written; the day it closed is issued', async () => {
    const bid = await wonBid()
    await closeLotOn(bid.id, orgDay(-3))
    const refused = await post(bid, { issue_date: orgDay(-4), series: 'SALE' })
    expect(refused.status).toBe(422)
    expect(refused.errors).toEqual({
      issue_date: `Data emiterii nu poate fi înainte de vânzare: licitația s-a încheiat pe ${shown(orgDay(-3))}.`,
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
      issue_date: `Data emiterii nu poate fi înainte de cea a documentului anterior din serie (ORD-1, emis pe ${shown(orgDay())}).`,
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
  test('a Saturday, a Sunday or a legal holiday is refused under it, naming the last day BNR published before it; nothing written', async () => {
    const bid = await wonBid()
    const easterMonday = DateTime.fromISO(orthodoxEaster(lastYear())).plus({ days: 1 })
    const days = [
      lastOrgWeekday(6),
      lastOrgWeekday(7),
      `${lastYear()}-12-01`,
      easterMonday.toISODate()!,
    ]
    for (const day of days) {
      const refused = await post(bid, { manual_rate: '4,9771', manual_rate_date: day })
      expect(refused.status, day).toBe(422)
      expect(refused.errors, day).toEqual({
        manual_rate_date: `BNR nu publică un curs sâmbăta, duminica sau într-o zi de sărbătoare legală, ca ${shown(day)}: ultima zi de publicare dinaintea ei este ${shown(lastWorkingDayBefore(day))}.`,
      })
    }
    // Easter Monday's last publishing day is the Thursday before Good Friday.
    expect(lastWorkingDayBefore(easterMonday.toISODate()!)).toBe(
      easterMonday.minus({ days: 4 }).toISODate()
    )
    expect(await invoicesOf(bid.id)).toEqual([])
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
        'Nu există un curs BNR pentru data emiterii: introdu cursul EUR/RON și data lui.',
      manual_rate_date: 'Introdu data cursului EUR/RON introdus manual.',
    })
    expect(await invoicesOf(bid.id)).toEqual([])
  })
})
