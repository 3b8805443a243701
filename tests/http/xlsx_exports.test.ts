/**
 * Every XLSX export as a spreadsheet application opens it: amounts are numbers
 * with two decimals, dates are dates (Bucharest wall time), text stays text,
 * the header row is frozen and the columns have widths.
 */
import { describe, expect, test } from 'vitest'
import type { TestClient } from '../support/client.ts'
import { query } from '../support/db.ts'
import { csvRows, frozenRows, shownDate, xlsxRows, xlsxSheet } from '../support/xlsx.ts'
import { signedInOrgAdmin } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import { createEvent, eventsWorld } from './helpers/events.ts'
import { createRegistration } from './helpers/attendees.ts'
import { createBid, createCar, createInvoice } from './helpers/auction.ts'

async function download(client: TestClient, path: string) {
  const response = await fetch(client.baseUrl + path, {
    headers: { cookie: client.cookieHeader() },
  })
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

describe('GET /administrare/invoices/export.xlsx', () => {
  test('amounts are numbers with two decimals, dates are dates, the header row frozen', async () => {
    const { world, client } = await signedInOrgAdmin()
    const buyer = await createContact(world.community.id)
    const car = await createCar(world.community.id, { make: 'Dacia', model: 'Logan', year: 2018 })
    const bid = await createBid(world.community.id, {
      car_id: car.id,
      contact_id: buyer.id,
      amount_cents: 410_050,
    })
    const invoice = await createInvoice(world.community.id, {
      bid_id: bid.id,
      number: 12,
      buyer_name: 'Ioana Mureșan',
    })
    // Cancelled at 22:15 UTC on 31 July: 1 August, 01:15 in Bucharest (summer time, +3).
    await query(
      `update invoices set amount_cents = 410050, vat_rate = 9.5, vat_cents = 38955,
         total_cents = 449005, eur_ron_rate = 4.9771, total_ron_bani = 2234705,
         issue_date = '2026-01-05', due_date = '2026-01-20', rate_date = '2026-01-04',
         status = 'cancelled', cancelled_at = '2026-07-31T22:15:00Z', delivery_date = '2026-01-03',
         buyer = buyer || '{"kind": "company", "cui": "RO18547290", "reg_com": null}'::jsonb
       where id = $1`,
      [invoice.id]
    )

    const bytes = await download(client, '/administrare/invoices/export.xlsx')
    const sheet = xlsxSheet(bytes)
    expect(xlsxRows(bytes)[0]).toEqual([
      'Număr',
      'Data emiterii',
      'Scadența',
      'Cumpărător',
      'Email',
      'Adresă',
      'Produs',
      'Valoare',
      'Cota TVA (%)',
      'TVA',
      'Total',
      'Curs EUR/RON',
      'Data cursului',
      'Total (RON)',
      'Stare',
      'Anulată la',
      'Tip',
      'Stornează factura',
      'Monedă',
      'Sursa cursului',
      'CUI/CNP cumpărător',
      'U.M.',
      'Cantitate',
      'Data livrării',
      'Valoare (RON)',
      'TVA (RON)',
    ])
    expect(sheet.A2).toMatchObject({ t: 's', v: 'FCT-12' })
    expect(sheet.D2).toMatchObject({ t: 's', v: 'Ioana Mureșan' })
    // Money: a number an accountant can sum, shown with two decimals.
    for (const [address, value] of [
      ['H2', 4100.5],
      ['J2', 389.55],
      ['K2', 4490.05],
      ['N2', 22347.05],
      // The net and the VAT in RON at the invoice's rate: 4,100.50 and 389.55 EUR × 4.9771.
      ['Y2', 20408.6],
      ['Z2', 1938.83],
    ] as const) {
      expect(sheet[address]).toMatchObject({ t: 'n', v: value, z: '#,##0.00' })
    }
    expect(sheet.I2).toMatchObject({ t: 'n', v: 9.5 })
    expect(sheet.L2).toMatchObject({ t: 'n', v: 4.9771, z: '0.0000' })
    // Dates: date cells of the day as issued; the cancellation in Bucharest wall time.
    expect(sheet.B2).toMatchObject({ t: 'd', z: 'dd-mm-yyyy' })
    expect(shownDate(sheet.B2)).toBe('2026-01-05 00:00')
    expect(shownDate(sheet.C2)).toBe('2026-01-20 00:00')
    expect(shownDate(sheet.M2)).toBe('2026-01-04 00:00')
    expect(sheet.P2).toMatchObject({ t: 'd', z: 'dd-mm-yyyy hh:mm' })
    expect(shownDate(sheet.P2)).toBe('2026-08-01 01:15')
    expect(sheet.O2).toMatchObject({ t: 's', v: 'Anulată' })
    expect(xlsxRows(bytes)[1].slice(16, 20)).toEqual(['Factură', '', 'EUR', 'BNR'])
    // The buyer's CUI, the line's unit and quantity (a number), the delivery date (a date).
    expect(sheet.U2).toMatchObject({ t: 's', v: 'RO18547290' })
    expect(sheet.V2).toMatchObject({ t: 's', v: 'buc.' })
    expect(sheet.W2).toMatchObject({ t: 'n', v: 1 })
    expect(sheet.X2).toMatchObject({ t: 'd', z: 'dd-mm-yyyy' })
    expect(shownDate(sheet.X2)).toBe('2026-01-03 00:00')

    expect(frozenRows(bytes)).toBe(1)
    const widths = (sheet['!cols'] ?? []).map((column) => column?.width ?? 0)
    expect(widths).toHaveLength(26)
    // The buyer's column is wider than the header "Cumpărător" alone would need.
    expect(widths[3]).toBeGreaterThan('Cumpărător'.length)
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(10)
  })
})

describe('GET /contacts/export/xlsx', () => {
  test('text stays text (a phone number keeps its leading zero), the header row frozen', async () => {
    const { world, client } = await signedInOrgAdmin()
    await createContact(world.community.id, {
      first_name: 'Maria',
      last_name: 'Ionescu',
      email: 'maria.ionescu@exemplu.ro',
      phone_number: '0722111222',
      extra_data: { cod: '00123' },
    })
    const bytes = await download(client, '/contacts/export/xlsx')
    expect(xlsxRows(bytes)).toEqual([
      ['Prenume', 'Nume', 'Email', 'Telefon', 'Cod'],
      ['Maria', 'Ionescu', 'maria.ionescu@exemplu.ro', '0722111222', '00123'],
    ])
    const sheet = xlsxSheet(bytes)
    expect(sheet.D2).toMatchObject({ t: 's', v: '0722111222' })
    expect(sheet.E2).toMatchObject({ t: 's', v: '00123' })
    expect(frozenRows(bytes)).toBe(1)
    const widths = (sheet['!cols'] ?? []).map((column) => column?.width ?? 0)
    expect(widths).toHaveLength(5)
    expect(widths[2]).toBeGreaterThan('maria.ionescu@exemplu.ro'.length)
  })
})

describe('GET /events/:uid/attendees/export/xlsx', () => {
  test('"Înscris la" and "Prezent la" are date cells in Bucharest wall time; a phone is text with its +', async () => {
    const world = await eventsWorld()
    const event = await createEvent(world.community.id)
    // Registered at 22:15 UTC on 31 July: 1 August, 01:15 in Bucharest (summer time, +3).
    const registration = await createRegistration(event, {
      first_name: 'Ioana',
      last_name: 'Mureșan',
      phone: '+40722111222',
      created_at: new Date('2026-07-31T22:15:00Z'),
    })
    // Checked in at 22:15 UTC on 31 January: 1 February, 00:15 (winter time, +2).
    await query(`update event_tickets set checked_in_at = '2026-01-31T22:15:00Z' where id = $1`, [
      registration.ticket!.id,
    ])

    const bytes = await download(world.client, `/events/${event.uid}/attendees/export/xlsx`)
    expect(xlsxRows(bytes)[0]).toEqual([
      'Prenume',
      'Nume',
      'Email',
      'Telefon',
      'Stare',
      'Înscris la',
      'Prezent la',
    ])
    const sheet = xlsxSheet(bytes)
    expect(sheet.D2).toMatchObject({ t: 's', v: '+40722111222' })
    for (const address of ['F2', 'G2']) {
      expect(sheet[address]).toMatchObject({ t: 'd', z: 'dd-mm-yyyy hh:mm' })
    }
    expect(shownDate(sheet.F2)).toBe('2026-08-01 01:15')
    expect(shownDate(sheet.G2)).toBe('2026-02-01 00:15')
    expect(frozenRows(bytes)).toBe(1)

    // The CSV: the same moments as the screens write them, the phone as a text formula.
    const csv = await world.client.request('GET', `/events/${event.uid}/attendees/export/csv`)
    expect(csvRows(csv.text)[1]).toEqual([
      'Ioana',
      'Mureșan',
      registration.email,
      '="+40722111222"',
      'Confirmat',
      '01-08-2026 01:15',
      '01-02-2026 00:15',
    ])
  })
})
