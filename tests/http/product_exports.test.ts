/**
 * CSV and XLSX exports of /products: what the table shows (its state and
 * search) of the current community only, option labels, EUR and whole-RON
 * prices, creation and deletion moments.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createUser } from '../support/db.ts'
import { csvRows, frozenRows, shownDate, xlsxRows, xlsxSheet } from '../support/xlsx.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createProduct } from './helpers/products.ts'

let world: TenantWorld
let client: TestClient
let course: Awaited<ReturnType<typeof createProduct>>
let hostile: Awaited<ReturnType<typeof createProduct>>

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
  // Created at 22:15 UTC on 31 July: 1 August, 01:15 in Bucharest (summer time, +3).
  course = await createProduct(world.community.id, {
    name: 'Curs de fotografie',
    product_type: 'serviciu',
    product_payment_type: 'unica',
    product_format_type: 'hibrid',
    price_cents: 410_050,
    created_at: new Date('2026-07-31T22:15:00Z'),
  })
  // Deleted at 22:15 UTC on 31 January: 1 February, 00:15 (winter time, +2).
  hostile = await createProduct(world.community.id, {
    name: '=HYPERLINK("http://rau.example")',
    product_type: 'digital',
    product_payment_type: 'gratuit',
    product_format_type: 'online',
    price_cents: 0,
    promo_price_cents: 0,
    deleted_at: new Date('2026-01-31T22:15:00Z'),
  })
  await createProduct(world.sibling.id, { name: 'Produsul vecinului' })
  await createProduct(world.other.community.id, { name: 'Produs străin' })
})

async function download(path: string, who = client) {
  const response = await fetch(who.baseUrl + path, { headers: { cookie: who.cookieHeader() } })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** The rate the app shows now, read before and after a download that must use it. */
async function currentRate() {
  const reply = await client.request('GET', '/ajax/exchange-rate', { json: true })
  return Number((reply.json() as { eurron: number }).eurron)
}

const HEADER = [
  '#',
  'Nume',
  'Tip produs',
  'Tip plată',
  'Format',
  'Preț (EUR)',
  'Preț (RON)',
  'Creat la',
  'Șters la',
]

describe('GET /products/export/csv', () => {
  test('the active products, labels, a decimal point, whole RON at the rate, the screens’ dates', async () => {
    const rate = await currentRate()
    const { response, bytes } = await download('/products/export/csv')
    expect(await currentRate()).toBe(rate)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="produse-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(csvRows(bytes.toString('utf8'))).toEqual([
      HEADER,
      [
        String(course.id),
        'Curs de fotografie',
        'Serviciu',
        'Plată unică',
        'Hibrid',
        '4100.50',
        String(Math.round(4100.5 * rate)),
        '01-08-2026 01:15',
        '',
      ],
    ])
  })

  test('the deleted ones, all, and the search, as the table filters them; a formula neutralised', async () => {
    const deleted = await download('/products/export/csv?state=deleted')
    expect(csvRows(deleted.bytes.toString('utf8'))).toEqual([
      HEADER,
      [
        String(hostile.id),
        `'=HYPERLINK("http://rau.example")`,
        'Produs digital',
        'Gratuit',
        'Online',
        '0.00',
        '0',
        expect.stringMatching(/^\d\d-\d\d-\d{4} \d\d:\d\d$/),
        '01-02-2026 00:15',
      ],
    ])
    const all = await download('/products/export/csv?state=all')
    const ids = csvRows(all.bytes.toString('utf8'))
      .slice(1)
      .map((row) => row[0])
    expect(ids).toEqual([String(course.id), String(hostile.id)])
    const searched = await download('/products/export/csv?state=all&search=FOTOGRAFIE')
    expect(csvRows(searched.bytes.toString('utf8')).map((row) => row[1])).toEqual([
      'Nume',
      'Curs de fotografie',
    ])
  })
})

describe('GET /products/export/xlsx', () => {
  test('prices are numbers (EUR with two decimals, RON whole), dates are dates, the header frozen', async () => {
    const rate = await currentRate()
    const { response, bytes } = await download('/products/export/xlsx?state=all')
    expect(await currentRate()).toBe(rate)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="produse-\d{4}-\d{2}-\d{2}\.xlsx"$/
    )
    expect(xlsxRows(bytes)[0]).toEqual(HEADER)
    const sheet = xlsxSheet(bytes)
    expect(sheet.A2).toMatchObject({ t: 'n', v: course.id })
    expect(sheet.B2).toMatchObject({ t: 's', v: 'Curs de fotografie' })
    expect(sheet.C2).toMatchObject({ t: 's', v: 'Serviciu' })
    expect(sheet.F2).toMatchObject({ t: 'n', v: 4100.5, z: '#,##0.00' })
    expect(sheet.G2).toMatchObject({ t: 'n', v: Math.round(4100.5 * rate), z: '#,##0' })
    expect(sheet.H2).toMatchObject({ t: 'd', z: 'dd-mm-yyyy hh:mm' })
    expect(shownDate(sheet.H2)).toBe('2026-08-01 01:15')
    expect(xlsxRows(bytes)[1][8]).toBe('')
    expect(sheet.B3).toMatchObject({ t: 's', v: `'=HYPERLINK("http://rau.example")` })
    expect(sheet.I3).toMatchObject({ t: 'd', z: 'dd-mm-yyyy hh:mm' })
    expect(shownDate(sheet.I3)).toBe('2026-02-01 00:15')
    expect(xlsxRows(bytes)).toHaveLength(3)
    expect(frozenRows(bytes)).toBe(1)
  })
})

describe('refused', () => {
  test('another community’s or organization’s products never appear', async () => {
    for (const format of ['csv', 'xlsx']) {
      const { bytes } = await download(`/products/export/${format}?state=all`)
      const names = (format === 'csv' ? csvRows(bytes.toString('utf8')) : xlsxRows(bytes)).map(
        (row) => row[1]
      )
      expect(names).toEqual(['Nume', 'Curs de fotografie', `'=HYPERLINK("http://rau.example")`])
    }
  })

  test('another format is a 404; a super-admin 403; a guest /login', async () => {
    const other = await download('/products/export/pdf')
    expect(other.response.status).toBe(404)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const path of ['/products/export/csv', '/products/export/xlsx']) {
      const refused = await admin.request('GET', path)
      expect(refused.status).toBe(403)
      const guest = await new TestClient().request('GET', path)
      expect(guest.status).toBe(302)
      expect(guest.location).toBe('/login')
    }
  })
})
