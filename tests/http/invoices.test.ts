/**
 * /administrare/bids and invoices (docs/auction.md): the org-admin's current community, the
 * super-admin's every community, the form's rules, numbering under concurrency, cancelling,
 * the list and its XLSX export.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type Bid from '#models/bid'
import { TestClient, signedIn } from '../support/client.ts'
import { createOrgAdmin, createUser, factories, query, type Row } from '../support/db.ts'
import { nativeImport } from '../support/native_import.js'
import { orgDay } from '../support/org_dates.ts'
import { shownDate, xlsxRows, xlsxSheet } from '../support/xlsx.ts'
import { signedInOrgAdmin as freshAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import {
  closeLotOn,
  createInvoice,
  createWonCar,
  invoiceForm,
  readyToInvoice,
} from './helpers/auction.ts'

let world: TenantWorld
let client: TestClient

/** An org-admin whose organization has every billing detail an invoice carries. */
async function signedInOrgAdmin() {
  const signed = await freshAdmin()
  await readyToInvoice(signed.world.organization.id, signed.world.other.organization!.id)
  return signed
}

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

/**
 * The winning bid of `amount` cents on a new car (a 2018 Dacia Logan) of a closed lot of the
 * community, by a new contact: only such a bid is invoiced.
 */
async function bidIn(
  communityId: number,
  amount = 350_000,
  contact: Record<string, unknown> = {}
): Promise<Row<typeof Bid>> {
  const bidder = await createContact(communityId, contact)
  const { bids } = await createWonCar(
    communityId,
    [{ contact_id: bidder.id, amount_cents: amount }],
    { make: 'Dacia', model: 'Logan', year: 2018 }
  )
  return bids[0]
}

const today = () => orgDay()
const inDays = (days: number) => orgDay(days)

const form = invoiceForm

const invoicesOf = (bidId: number) =>
  query(`select * from invoices where bid_id = $1 order by id`, [bidId])

async function issue(who: TestClient, bid: { uid: string }, fields = {}) {
  return who.submit('POST', `/administrare/bids/${bid.uid}/invoices`, form(fields), {
    from: `/administrare/bids/${bid.uid}/create-invoice`,
  })
}

describe('GET /administrare/bids', () => {
  test("the org-admin sees the current community's bids only, newest first, with their invoice", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const older = await bidIn(fresh.community.id, 100_000, {
      first_name: 'Ștefan',
      last_name: 'Ion',
    })
    await query(`update bids set placed_at = now() - interval '1 day' where id = $1`, [older.id])
    const newer = await bidIn(fresh.community.id, 250_000)
    const invoice = await createInvoice(fresh.community.id, { bid_id: older.id, number: 7 })
    await bidIn(fresh.sibling.id)
    await bidIn(fresh.other.community.id)

    const page = await own.visit('/administrare/bids')
    expect(page.component).toBe('invoices/bids')
    expect(page.props.showCommunity).toBe(false)
    expect(page.props.meta.total).toBe(2)
    expect(page.props.bids.map((row: { uid: string }) => row.uid)).toEqual([newer.uid, older.uid])
    expect(page.props.bids[1]).toMatchObject({
      id: older.id,
      amountCents: 100_000,
      bidder: 'Ștefan Ion',
      car: { make: 'Dacia', model: 'Logan', year: 2018 },
      invoice: { uid: invoice.uid, number: 'FCT-7' },
      community: null,
    })
    expect(page.props.bids[0].invoice).toBeNull()

    const search = await own.visit('/administrare/bids?search=stefan')
    expect(search.props.bids.map((row: { uid: string }) => row.uid)).toEqual([older.uid])
    const byInvoice = await own.visit('/administrare/bids?search=FCT-7')
    expect(byInvoice.props.bids.map((row: { uid: string }) => row.uid)).toEqual([older.uid])
    const byAmount = await own.visit('/administrare/bids?sort=amount&direction=asc')
    expect(byAmount.props.bids.map((row: { uid: string }) => row.uid)).toEqual([
      older.uid,
      newer.uid,
    ])
  })

  test("a cancelled invoice is not the bid's invoice", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const bid = await bidIn(fresh.community.id)
    await createInvoice(fresh.community.id, {
      bid_id: bid.id,
      status: 'cancelled',
      cancelled_at: new Date(),
    })
    const page = await own.visit('/administrare/bids')
    expect(page.props.bids[0].invoice).toBeNull()
  })

  test("the super-admin sees every community's bids with the community, and filters by one", async () => {
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const mine = await bidIn(world.community.id)
    const theirs = await bidIn(world.other.community.id)
    const all = await admin.visit(`/administrare/bids?search=${mine.id}`)
    expect(all.props.showCommunity).toBe(true)
    const mineRow = all.props.bids.find((bid: { uid: string }) => bid.uid === mine.uid)
    expect(mineRow.community).toBe(world.community.name)
    expect(all.props.communities).toContainEqual({
      value: world.community.uid,
      label: world.community.name,
    })

    const both = await admin.visit('/administrare/bids?per_page=200')
    const uids = both.props.bids.map((row: { uid: string }) => row.uid)
    expect(uids).toContain(mine.uid)
    expect(uids).toContain(theirs.uid)

    const filtered = await admin.visit(`/administrare/bids?community=${world.other.community.uid}`)
    expect(filtered.props.state.community).toBe(world.other.community.uid)
    expect(filtered.props.bids.map((row: { uid: string }) => row.uid)).toEqual([theirs.uid])
  })

  test('a guest goes to /login; a user without a role is refused', async () => {
    const guest = await new TestClient().request('GET', '/administrare/bids', { inertia: true })
    expect(guest.status).toBe(302)
    expect(guest.location).toBe('/login')
    const nobody = await signedIn(await createUser())
    const page = await nobody.visit('/administrare/bids')
    expect(page.status).toBe(403)
  })
})

describe('creating an invoice', () => {
  test('GET create-invoice: the form prefilled from the bid, VAT 21 from the config', async () => {
    const bid = await bidIn(world.community.id, 350_000, { first_name: 'Ana', last_name: 'Pop' })
    const page = await client.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.component).toBe('invoices/create')
    expect(page.props.bid).toMatchObject({ uid: bid.uid, amountCents: 350_000 })
    expect(page.props.bid.line).toContain('Dacia Logan (2018)')
    expect(page.props.defaults).toMatchObject({
      series: 'FCT',
      vat_rate: '21',
      issue_date: today(),
      buyer_kind: 'person',
      buyer_name: 'Ana Pop',
    })
    expect(page.props.seller.vatPayer).toBe(true)
    expect(page.props.rate.bnr).toMatchObject({ eurron: expect.any(Number) })
  })

  test('POST issues it: buyer and line copied, totals in EUR and RON at the rate, number 1 of a new series', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const bid = await bidIn(fresh.community.id, 350_000, {
      first_name: 'Ana',
      last_name: 'Pop',
      email: 'ana.pop@example.test',
    })
    const formPage = await own.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    const rate = formPage.props.rate.bnr
    const result = await issue(own, bid, { series: 'auto' })
    const [invoice] = await invoicesOf(bid.id)
    expect(result.location).toBe(`/administrare/invoices/${invoice.uid}`)
    expect(result.page?.flash.success).toBe('Factura AUTO-1 a fost emisă.')
    expect(invoice).toMatchObject({
      series_code: 'AUTO',
      number: 1,
      buyer_name: 'Ana Pop',
      buyer_email: 'ana.pop@example.test',
      car_make: 'Dacia',
      amount_cents: 350_000,
      vat_cents: 73_500,
      total_cents: 423_500,
      status: 'issued',
    })
    expect(Number(invoice.vat_rate)).toBe(21)
    expect(Number(invoice.eur_ron_rate)).toBe(rate.eurron)
    expect(invoice.rate_date.toISOString().slice(0, 10)).toBe(rate.date)
    expect(invoice.rate_source).toBe('bnr')
    expect(Number(invoice.total_ron_bani)).toBe(Math.round(423_500 * rate.eurron))

    const show = result.page!
    expect(show.component).toBe('invoices/show')
    expect(show.props.invoice).toMatchObject({
      number: 'AUTO-1',
      totalCents: 423_500,
      status: 'issued',
    })
    expect(show.props.invoice.seller.name).toBe(fresh.organization.name)
    expect(show.props.invoice.buyer).toMatchObject({ kind: 'person', name: 'Ana Pop' })
  })

  test('bad input: VAT -1 and 200, a due date before the issue date, a bad series; nothing written', async () => {
    const bid = await bidIn(world.community.id)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vat_rate: '-1' }, 'vat_rate', 'Cota TVA nu poate fi negativă.'],
      [{ vat_rate: '200' }, 'vat_rate', 'Cota TVA poate fi cel mult 100%.'],
      [{ vat_rate: 'abc' }, 'vat_rate', 'Câmpul cota TVA trebuie să fie un număr.'],
      [{ due_date: inDays(-1) }, 'due_date', 'Scadența nu poate fi înainte de data emiterii.'],
      [{ issue_date: '2026-02-30' }, 'issue_date', 'Introdu o dată validă (data emiterii).'],
      [
        { series: 'F-1' },
        'series',
        'Seria poate conține doar litere mari și cifre (de exemplu FCT).',
      ],
      [{ series: '' }, 'series', 'Câmpul seria este obligatoriu.'],
    ]
    for (const [fields, field, message] of cases) {
      const result = await issue(client, bid, fields)
      expect(result.page?.props.errors?.[field], JSON.stringify(fields)).toBe(message)
    }
    expect(await invoicesOf(bid.id)).toEqual([])
  })

  test('a bid with a live invoice is refused (409 with the message; the browser goes back with it)', async () => {
    const bid = await bidIn(world.community.id)
    const first = await issue(client, bid)
    expect(first.status).toBe(302)
    const again = await issue(client, bid)
    expect(again.page?.flash.error).toBe(
      'Oferta are deja o factură emisă. Storneaz-o înainte de a emite alta.'
    )
    const json = await client.request('POST', `/administrare/bids/${bid.uid}/invoices`, {
      body: form(),
      json: true,
    })
    expect(json.status).toBe(409)
    expect(json.json().message).toBe(
      'Oferta are deja o factură emisă. Storneaz-o înainte de a emite alta.'
    )
    expect(await invoicesOf(bid.id)).toHaveLength(1)
    // The form itself sends the admin back to the bids.
    const formPage = await client.request('GET', `/administrare/bids/${bid.uid}/create-invoice`, {
      inertia: true,
    })
    expect(formPage.location).toBe('/administrare/bids')
  })

  test("another community's bid is a 404, nothing written; the super-admin may invoice any", async () => {
    const foreign = await bidIn(world.other.community.id)
    const sibling = await bidIn(world.sibling.id)
    for (const bid of [foreign, sibling]) {
      const page = await client.visit(`/administrare/bids/${bid.uid}/create-invoice`)
      expect(page.status).toBe(404)
      const result = await client.request('POST', `/administrare/bids/${bid.uid}/invoices`, {
        body: form(),
        inertia: true,
      })
      expect(result.status).toBe(404)
      expect(await invoicesOf(bid.id)).toEqual([])
    }
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    await issue(admin, foreign, { series: 'SA' })
    const [invoice] = await invoicesOf(foreign.id)
    expect(invoice).toMatchObject({
      community_id: world.other.community.id,
      series_code: 'SA',
      number: 1,
    })
  })

  test('a guest is sent to /login and nothing is written', async () => {
    const bid = await bidIn(world.community.id)
    const guest = await new TestClient().request('POST', `/administrare/bids/${bid.uid}/invoices`, {
      body: form(),
      inertia: true,
    })
    expect(guest.location).toBe('/login')
    expect(await invoicesOf(bid.id)).toEqual([])
  })

  test('12 invoices issued at the same moment in one series are numbered 1..12, no gap, no duplicate', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const second = await signedIn(fresh.user)
    const bids = await Promise.all(Array.from({ length: 12 }, () => bidIn(fresh.community.id)))
    // The same bid twice as well: one of the two is refused, and its number is not lost.
    const replies = await Promise.all([
      ...bids.map((bid, index) => issue(index % 2 ? own : second, bid, { series: 'CONC' })),
      issue(own, bids[0], { series: 'CONC' }),
    ])
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 302))
    expect(await invoicesOf(bids[0].id)).toHaveLength(1)
    const numbers = await query(
      `select number from invoices where community_id = $1 and series_code = 'CONC' order by number`,
      [fresh.community.id]
    )
    expect(numbers.map((row) => row.number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    const [series] = await query(
      `select next_number from invoice_series where community_id = $1 and code = 'CONC'`,
      [fresh.community.id]
    )
    expect(series.next_number).toBe(13)
  })
})

describe('the rate of the day', () => {
  test("a BNR rate: the last one published before the delivery date (the lot's close), not before the issue date; stated as BNR", async () => {
    const bid = await bidIn(world.community.id)
    // Closed on Friday 14-03-2025, invoiced on Tuesday 18-03-2025: Thursday's rate, not Monday's.
    await closeLotOn(bid.id, '2025-03-14')
    const { storeBnrRates } = await factories()
    await storeBnrRates('2025-03-10', '2025-03-13', 4.9771)
    await storeBnrRates('2025-03-17', '2025-03-17', 5.0123)
    const page = await client.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.props.rate).toEqual({
      deliveryDate: '2025-03-14',
      bnr: { eurron: 4.9771, date: '2025-03-13' },
    })
    await issue(client, bid, {
      issue_date: '2025-03-18',
      due_date: '2025-03-28',
      series: 'RT',
      vat_rate: '19',
    })
    const [invoice] = await invoicesOf(bid.id)
    expect(invoice).toMatchObject({ rate_source: 'bnr', currency: 'EUR' })
    expect(Number(invoice.eur_ron_rate)).toBe(4.9771)
    expect(invoice.rate_date.toISOString().slice(0, 10)).toBe('2025-03-13')
    const shown = await client.visit(`/administrare/invoices/${invoice.uid}`)
    expect(shown.props.invoice).toMatchObject({ rateSource: 'bnr', rateDate: '2025-03-13' })
  })

  test('no BNR rate: refused under the rate, nothing written; a manual rate 0 or 100 refused; a sensible one is stated as manual', async () => {
    const bid = await bidIn(world.community.id)
    await closeLotOn(bid.id, '2024-06-10')
    const dates = { issue_date: '2024-06-12', due_date: '2024-06-20', series: 'MAN' }
    const page = await client.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.props.rate).toEqual({ deliveryDate: '2024-06-10', bnr: null })
    const none = await issue(client, bid, dates)
    expect(none.page?.props.errors?.manual_rate).toBe(
      'Nu există un curs BNR pentru data livrării: introdu cursul EUR/RON și data lui.'
    )
    for (const rate of ['0', '100']) {
      const bad = await issue(client, bid, {
        ...dates,
        manual_rate: rate,
        manual_rate_date: '2024-06-07',
      })
      expect(bad.page?.props.errors?.manual_rate).toBe(
        'Cursul introdus manual trebuie să fie între 1 și 20 RON pentru un euro (de exemplu 4,9771).'
      )
    }
    expect(await invoicesOf(bid.id)).toEqual([])
    // In June 2024 the standard VAT rate was 19 %.
    await issue(client, bid, {
      ...dates,
      vat_rate: '19',
      manual_rate: '4,9812',
      manual_rate_date: '2024-06-07',
    })
    const [invoice] = await invoicesOf(bid.id)
    expect(invoice.rate_source).toBe('manual')
    expect(Number(invoice.eur_ron_rate)).toBe(4.9812)
    expect(invoice.rate_date.toISOString().slice(0, 10)).toBe('2024-06-07')
    expect(Number(invoice.total_ron_bani)).toBe(Math.round(416_500 * 4.9812))
  })
})

describe('the series currency', () => {
  test('a new series in RON: the amount in RON at the rate, its totals RON; the series keeps its currency', async () => {
    const one = await bidIn(world.community.id)
    const two = await bidIn(world.community.id)
    await issue(client, one, { series: 'LEI', currency: 'RON' })
    // The currency is the series': a later EUR choice does not change it.
    await issue(client, two, { series: 'LEI', currency: 'EUR' })
    const [first] = await invoicesOf(one.id)
    const [second] = await invoicesOf(two.id)
    const rate = Number(first.eur_ron_rate)
    for (const invoice of [first, second]) {
      expect(invoice.currency).toBe('RON')
      expect(invoice.amount_cents).toBe(Math.round(350_000 * rate))
      expect(Number(invoice.total_ron_bani)).toBe(invoice.total_cents)
    }
    const page = await client.visit(`/administrare/invoices/${first.uid}`)
    expect(page.props.invoice).toMatchObject({ currency: 'RON', number: 'LEI-1' })
  })
})

describe('seller and buyer', () => {
  test('a company buyer with its CUI, in Bucharest with its sector: stored in the shared shape', async () => {
    const bid = await bidIn(world.community.id, 350_000, {
      extra_data: { adresă: 'Str. Lungă 3', oraș: 'Brașov', județ: 'Brașov' },
    })
    const page = await client.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.props.defaults).toMatchObject({
      buyer_kind: 'person',
      buyer_street: 'Str. Lungă 3',
      buyer_city: 'Brașov',
      buyer_county: 'RO-BV',
    })
    expect(page.props.seller.missing).toEqual([])
    // The contact's own address comes before its extra fields.
    const withAddress = await bidIn(world.community.id, 350_000, {
      extra_data: { adresă: 'Str. Lungă 3' },
      address: { street: 'Bd. Unirii 1', city: 'București', county: 'RO-B', sector: 4 },
    })
    const prefilled = await client.visit(`/administrare/bids/${withAddress.uid}/create-invoice`)
    expect(prefilled.props.defaults).toMatchObject({
      buyer_street: 'Bd. Unirii 1',
      buyer_city: 'București',
      buyer_county: 'RO-B',
      buyer_sector: '4',
    })
    await issue(client, bid, {
      series: 'CO',
      buyer_kind: 'company',
      buyer_name: 'Exemplu SRL',
      buyer_cui: 'RO 18547290',
      buyer_reg_com: 'J40/1/2020',
      buyer_county: 'RO-B',
      buyer_city: 'București',
      buyer_sector: '3',
    })
    const [invoice] = await invoicesOf(bid.id)
    expect(invoice.buyer).toEqual({
      kind: 'company',
      name: 'Exemplu SRL',
      email: 'ana.pop@example.test',
      cui: 'RO18547290',
      reg_com: 'J40/1/2020',
      address: {
        street: 'Str. Memorandumului 28',
        city: 'București',
        county: 'RO-B',
        sector: 3,
        zip_code: null,
        country: 'RO',
      },
    })
    expect(invoice.seller).toMatchObject({
      cui: 'RO14399840',
      vat_payer: true,
      reg_com: 'J40/1234/2020',
      bank: 'Banca Transilvania',
      address: { county: 'RO-B', sector: 1, city: 'București' },
    })
  })

  test('bad input: a CUI with a wrong check digit, a county that is not one, Bucharest without a sector; nothing written', async () => {
    const bid = await bidIn(world.community.id)
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { buyer_kind: 'company', buyer_cui: '18547291' },
        'buyer_cui',
        'CUI-ul nu este valid (cifra de control nu se potrivește).',
      ],
      [{ buyer_county: 'Atlantida' }, 'buyer_county', 'Alege un județ din listă.'],
      [
        { buyer_county: 'RO-B' },
        'buyer_sector',
        'Alege sectorul (1–6) pentru o adresă din București.',
      ],
      [{ buyer_cnp: '1960101400019' }, 'buyer_cnp', 'CNP-ul nu este valid.'],
    ]
    for (const [fields, field, message] of cases) {
      const result = await issue(client, bid, fields)
      expect(result.page?.props.errors?.[field], JSON.stringify(fields)).toBe(message)
    }
    expect(await invoicesOf(bid.id)).toEqual([])
  })

  test('a seller lacking billing details: the form says what and links to it; issuing is refused', async () => {
    const { world: fresh, client: own } = await freshAdmin()
    const bid = await bidIn(fresh.community.id)
    const page = await own.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.props.seller.missing).toEqual(
      expect.arrayContaining(['CUI', 'IBAN', 'Banca', 'Județ'])
    )
    // Without the events module the org-admin has no page showing them: who may change them is said.
    expect(page.props.seller).toMatchObject({ invalid: [], detailsUrl: null, canEdit: false })
    const refused = await issue(own, bid)
    expect(refused.page?.flash.error).toMatch(
      /^Datele de facturare ale organizației sunt incomplete \(CUI, .*IBAN, Banca\)\. Le corectează un super-administrator/
    )
    expect(await invoicesOf(bid.id)).toEqual([])
  })

  test('a seller whose CUI, Reg. Com. and IBAN are invalid: the form says so (not missing) and links the org-admin to the community settings showing them, the super-admin to the profile; issuing is refused', async () => {
    const { user, organization, community } = await createOrgAdmin(['events-module'])
    const own = await signedIn(user)
    await readyToInvoice(organization.id)
    await query(`update organizations set billing_info = billing_info || $2::jsonb where id = $1`, [
      organization.id,
      JSON.stringify({
        cui: 'RO12345678',
        reg_com: 'J40-1234-2020',
        iban: 'RO49AAAA1B31007593840001',
      }),
    ])
    const bid = await bidIn(community.id)
    const page = await own.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.props.seller).toMatchObject({
      missing: [],
      invalid: [
        'CUI (cifra de control nu se potrivește)',
        'Nr. Registrul Comerțului (format greșit; de exemplu J40/1234/2020 sau J2020001234400)',
        'IBAN (cifrele de control nu se potrivesc)',
      ],
      detailsUrl: '/community/settings',
      canEdit: false,
    })
    const settings = await own.visit(page.props.seller.detailsUrl)
    expect(settings.status).toBe(200)
    expect(settings.props.organization.billingInfo).toMatchObject({ cui: 'RO12345678' })
    const refused = await issue(own, bid)
    expect(refused.page?.flash.error).toBe(
      'Datele de facturare ale organizației nu sunt valide (CUI, Nr. Registrul Comerțului, IBAN). Le corectează un super-administrator, în profilul organizației.'
    )
    expect(await invoicesOf(bid.id)).toEqual([])

    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const adminPage = await admin.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(adminPage.props.seller).toMatchObject({
      detailsUrl: `/organizations/${organization.uid}`,
      canEdit: true,
    })
    const profile = await admin.visit(adminPage.props.seller.detailsUrl)
    expect(profile.status).toBe(200)
    expect(profile.component).toBe('organizations/profile')
  })

  test('the demo organization of the development seeder can invoice: its billing details pass every check', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const { DEMO_BILLING } = await nativeImport<typeof import('#database/data/demo_data')>(
      '#database/data/demo_data'
    )
    await query(`update organizations set billing_info = $2 where id = $1`, [
      fresh.organization.id,
      JSON.stringify(DEMO_BILLING),
    ])
    const bid = await bidIn(fresh.community.id)
    const page = await own.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.props.seller).toMatchObject({ missing: [], invalid: [], vatPayer: true })
    await issue(own, bid)
    const [invoice] = await invoicesOf(bid.id)
    expect(invoice.seller).toMatchObject({ cui: DEMO_BILLING.cui, iban: DEMO_BILLING.iban })
  })
})

describe('a seller not registered for VAT', () => {
  test('the form shows VAT 0 and why; a rate above 0 is refused under it, nothing written; at 0 it is issued, and its credit note copies it', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    // A valid CUI without the RO prefix: not registered for VAT.
    await query(
      `update organizations set billing_info = billing_info || '{"cui": "18547290"}'::jsonb where id = $1`,
      [fresh.organization.id]
    )
    const bid = await bidIn(fresh.community.id)
    const page = await own.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.props.defaults.vat_rate).toBe('0')
    expect(page.props.seller).toMatchObject({ missing: [], vatPayer: false })

    const message =
      'Organizația nu este înregistrată în scopuri de TVA (CUI-ul ei nu are prefixul RO): factura se emite fără TVA, cu cota 0.'
    const json = await own.request('POST', `/administrare/bids/${bid.uid}/invoices`, {
      body: form({ vat_rate: '21' }),
      json: true,
    })
    expect(json.status).toBe(422)
    expect(json.json().errors).toContainEqual(
      expect.objectContaining({ field: 'vat_rate', message })
    )
    const refused = await issue(own, bid, { vat_rate: '9,5' })
    expect(refused.page?.props.errors?.vat_rate).toBe(message)
    expect(await invoicesOf(bid.id)).toEqual([])

    await issue(own, bid, { vat_rate: '0' })
    const [invoice] = await invoicesOf(bid.id)
    // The refusals took no number.
    expect(invoice).toMatchObject({ number: 1, vat_cents: 0, total_cents: 350_000 })
    expect(invoice.seller).toMatchObject({ cui: '18547290', vat_payer: false })
    // Not subject to VAT (category O), not exempt: no exemption is stated.
    expect(invoice.vat_exemption_code).toBeNull()
    await own.submit(
      'POST',
      `/administrare/invoices/${invoice.uid}/reverse`,
      {},
      {
        from: `/administrare/invoices/${invoice.uid}`,
      }
    )
    const [, note] = await invoicesOf(bid.id)
    expect(note).toMatchObject({ kind: 'credit_note', vat_cents: 0, total_cents: -350_000 })
    expect(Number(note.vat_rate)).toBe(0)
  })
})

describe('VAT rates by date', () => {
  const shown = (day: string) => day.split('-').reverse().join('-')

  test('the form gets the rates with their days; a rate not in force on the delivery date is refused under it, nothing written; 11 % is issued', async () => {
    const notInForce = `Cota TVA nu este în vigoare la data livrării (${shown(today())}). Cotele în vigoare: 21%, 11%, 0%.`
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const bid = await bidIn(fresh.community.id)
    const page = await own.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.props.vatRates).toContainEqual(
      expect.objectContaining({ kind: 'standard', percent: 21, validFrom: '2025-08-01' })
    )
    expect(page.props.vatRates).toContainEqual(
      expect.objectContaining({ kind: 'standard', percent: 19, validUntil: '2025-07-31' })
    )

    const json = await own.request('POST', `/administrare/bids/${bid.uid}/invoices`, {
      body: form({ vat_rate: '19' }),
      json: true,
    })
    expect(json.status).toBe(422)
    expect(json.json().errors).toContainEqual(
      expect.objectContaining({ field: 'vat_rate', message: notInForce })
    )
    const refused = await issue(own, bid, { vat_rate: '9,5' })
    expect(refused.page?.props.errors?.vat_rate).toBe(notInForce)
    expect(await invoicesOf(bid.id)).toEqual([])

    await issue(own, bid, { vat_rate: '11' })
    const [invoice] = await invoicesOf(bid.id)
    expect(invoice).toMatchObject({ number: 1, vat_cents: 38_500, total_cents: 388_500 })
    expect(Number(invoice.vat_rate)).toBe(11)
    expect(invoice.vat_exemption_code).toBeNull()
    const xml = await own.request('GET', `/administrare/invoices/${invoice.uid}/efactura.xml`)
    expect(xml.text).toContain('<cbc:ID>S</cbc:ID><cbc:Percent>11</cbc:Percent>')
  })

  test('a lot closed on 31-07-2025 invoiced on 04-08-2025: the rates and BNR rate of the delivery day; 21 % refused naming those, 19 % issued at the rate of 30-07-2025', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const bid = await bidIn(fresh.community.id)
    await closeLotOn(bid.id, '2025-07-31')
    const { storeBnrRates } = await factories()
    await storeBnrRates('2025-07-28', '2025-07-30', 5.0712)
    await storeBnrRates('2025-08-01', '2025-08-01', 5.0999)
    const page = await own.visit(`/administrare/bids/${bid.uid}/create-invoice`)
    expect(page.props.defaults.vat_rate).toBe('19')
    expect(page.props.rate).toEqual({
      deliveryDate: '2025-07-31',
      bnr: { eurron: 5.0712, date: '2025-07-30' },
    })
    const dates = { issue_date: '2025-08-04', due_date: '2025-08-14', series: 'JUL' }

    const refused = await issue(own, bid, { ...dates, vat_rate: '21' })
    expect(refused.page?.props.errors?.vat_rate).toBe(
      'Cota TVA nu este în vigoare la data livrării (31-07-2025). Cotele în vigoare: 19%, 9%, 5%, 0%.'
    )
    expect(await invoicesOf(bid.id)).toEqual([])

    await issue(own, bid, { ...dates, vat_rate: '19' })
    const [invoice] = await invoicesOf(bid.id)
    expect(Number(invoice.vat_rate)).toBe(19)
    // 3.500,00 EUR + 19 % VAT, in RON at 30-07-2025's rate.
    expect(invoice).toMatchObject({ vat_cents: 66_500, total_cents: 416_500, rate_source: 'bnr' })
    expect(Number(invoice.eur_ron_rate)).toBe(5.0712)
    expect(invoice.rate_date.toISOString().slice(0, 10)).toBe('2025-07-30')
    expect(invoice.issue_date.toISOString().slice(0, 10)).toBe('2025-08-04')
    expect(invoice.delivery_date.toISOString().slice(0, 10)).toBe('2025-07-31')
  })

  test('0 % by a VAT payer is exempt: its reason stored and printed, the XML of category E with it', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const bid = await bidIn(fresh.community.id)
    const reason = 'Scutit de TVA fără drept de deducere, conform art. 292 din Codul fiscal'
    const result = await issue(own, bid, { vat_rate: '0' })
    const [invoice] = await invoicesOf(bid.id)
    expect(invoice).toMatchObject({
      vat_cents: 0,
      total_cents: 350_000,
      vat_exemption_code: 'VATEX-EU-132',
      vat_exemption_reason: reason,
    })
    expect(result.page?.props.invoice.vatExemptionReason).toBe(reason)
    const exempt = `<cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReasonCode>VATEX-EU-132</cbc:TaxExemptionReasonCode><cbc:TaxExemptionReason>${reason}</cbc:TaxExemptionReason>`
    const xml = await own.request('GET', `/administrare/invoices/${invoice.uid}/efactura.xml`)
    expect(xml.text).toContain(exempt)

    // Its credit note states the same exemption.
    await own.submit(
      'POST',
      `/administrare/invoices/${invoice.uid}/reverse`,
      {},
      { from: `/administrare/invoices/${invoice.uid}` }
    )
    const [, note] = await invoicesOf(bid.id)
    expect(note).toMatchObject({ kind: 'credit_note', vat_exemption_code: 'VATEX-EU-132' })
    const noteXml = await own.request('GET', `/administrare/invoices/${note.uid}/efactura.xml`)
    expect(noteXml.text).toContain(exempt)
  })
})

describe('the printed EUR invoice', () => {
  test('states the unit, quantity, VAT rate and VAT of the line, the VAT in RON and the delivery date (the lot closed days before); the XLSX the CNP, the net and VAT in RON', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const bid = await bidIn(fresh.community.id)
    // The lot closed three days ago, its bids before.
    const [{ lot_id: lotId }] = await query(`select lot_id from cars where id = $1`, [bid.car_id])
    await query(
      `update lots set starts_at = starts_at - interval '3 days', ends_at = ends_at - interval '3 days' where id = $1`,
      [lotId]
    )
    await query(`update bids set placed_at = placed_at - interval '3 days' where car_id = $1`, [
      bid.car_id,
    ])
    const [{ close }] = await query<{ close: string }>(
      `select to_char(ends_at at time zone 'Europe/Bucharest', 'YYYY-MM-DD') as close from lots where id = $1`,
      [lotId]
    )
    const result = await issue(own, bid, { buyer_cnp: '1850101123451' })
    expect(result.page?.props.errors ?? {}).toEqual({})
    const [invoice] = await invoicesOf(bid.id)
    const rate = Number(invoice.eur_ron_rate)
    const shown = result.page!.props.invoice
    expect(shown).toMatchObject({
      vatRate: 21,
      vatCents: 73_500,
      deliveryDate: close,
      vatExemptionReason: null,
    })
    expect(shown.deliveryDate).not.toBe(shown.issueDate)
    // The VAT in RON as the XML states it: 735.00 EUR at the invoice's rate, in bani.
    expect(shown.vatRonBani).toBe(Math.round(73_500 * rate))

    const xlsx = await fetch(
      own.baseUrl +
        `/administrare/invoices/export.xlsx?search=${invoice.series_code}-${invoice.number}`,
      { headers: { cookie: own.cookieHeader() } }
    )
    const bytes = Buffer.from(await xlsx.arrayBuffer())
    const sheet = xlsxSheet(bytes)
    expect(xlsxRows(bytes)[0].slice(20)).toEqual([
      'CUI/CNP cumpărător',
      'U.M.',
      'Cantitate',
      'Data livrării',
      'Valoare (RON)',
      'TVA (RON)',
    ])
    expect(sheet.U2).toMatchObject({ t: 's', v: '1850101123451' })
    expect(shownDate(sheet.X2)).toBe(`${close} 00:00`)
    expect(sheet.Y2).toMatchObject({ t: 'n', v: Math.round(350_000 * rate) / 100 })
    expect(sheet.Z2).toMatchObject({ t: 'n', v: Math.round(73_500 * rate) / 100 })
  })
})

describe('credit notes', () => {
  test('"Stornează": a credit note numbered in its series with negative amounts and the original\'s rate; the original reversed; twice or of a credit note refused', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const bid = await bidIn(fresh.community.id)
    await issue(own, bid, { series: 'RE' })
    const [original] = await invoicesOf(bid.id)
    const reversed = await own.submit(
      'POST',
      `/administrare/invoices/${original.uid}/reverse`,
      {},
      {
        from: `/administrare/invoices/${original.uid}`,
      }
    )
    expect(reversed.page?.flash.success).toBe('Factura RE-1 a fost stornată prin STORNO-1.')
    const [, note] = await invoicesOf(bid.id)
    expect(note).toMatchObject({
      kind: 'credit_note',
      credited_invoice_id: original.id,
      series_code: 'STORNO',
      number: 1,
      amount_cents: -350_000,
      vat_cents: -73_500,
      total_cents: -423_500,
      eur_ron_rate: original.eur_ron_rate,
      rate_source: original.rate_source,
    })
    expect(Number(note.total_ron_bani)).toBe(-Number(original.total_ron_bani))
    expect(reversed.page?.props.invoice).toMatchObject({ kind: 'credit_note', number: 'STORNO-1' })
    expect(reversed.page?.props.related).toMatchObject({ uid: original.uid, number: 'RE-1' })
    const [after] = await invoicesOf(bid.id)
    expect(after.status).toBe('reversed')

    for (const [target, message] of [
      [original, 'Factura RE-1 este deja stornată.'],
      [note, 'O factură de stornare nu poate fi stornată.'],
    ] as const) {
      const again = await own.submit(
        'POST',
        `/administrare/invoices/${target.uid}/reverse`,
        {},
        {
          from: `/administrare/invoices/${target.uid}`,
        }
      )
      expect(again.page?.flash.error).toBe(message)
    }
    expect(await invoicesOf(bid.id)).toHaveLength(2)

    // The bid may be invoiced again; lists and the export show both documents.
    await issue(own, bid, { series: 'RE' })
    const all = await invoicesOf(bid.id)
    expect(all.map((row) => `${row.series_code}-${row.number}`)).toEqual([
      'RE-1',
      'STORNO-1',
      'RE-2',
    ])
    const list = await own.visit('/administrare/invoices?search=STORNO')
    expect(list.props.invoices.map((row: { number: string }) => row.number)).toEqual(['STORNO-1'])
    const xlsx = await fetch(own.baseUrl + '/administrare/invoices/export.xlsx', {
      headers: { cookie: own.cookieHeader() },
    })
    const rows = xlsxRows(Buffer.from(await xlsx.arrayBuffer()))
    const noteRow = rows.find((row) => row[0] === 'STORNO-1')!
    expect(noteRow.slice(16, 20)).toEqual(['Factură de stornare', 'RE-1', 'EUR', 'BNR'])
    expect(noteRow[10]).toMatch(/^-4.?235/)
  })

  test("another community's invoice: 404 to show and to reverse; a guest or a user without a role is refused; nothing written", async () => {
    const foreignBid = await bidIn(world.other.community.id)
    const foreign = await createInvoice(world.other.community.id, { bid_id: foreignBid.id })
    const show = await client.visit(`/administrare/invoices/${foreign.uid}`)
    expect(show.status).toBe(404)
    const reverse = await client.request('POST', `/administrare/invoices/${foreign.uid}/reverse`, {
      inertia: true,
    })
    expect(reverse.status).toBe(404)
    const rows = await invoicesOf(foreignBid.id)
    expect(rows.map((row) => [row.kind, row.status])).toEqual([['invoice', 'issued']])
    // A guest and a user without a role: refused, nothing written.
    const mineBid = await bidIn(world.community.id)
    const mine = await createInvoice(world.community.id, {
      bid_id: mineBid.id,
      series_code: 'ROLE',
    })
    const guest = await new TestClient().request(
      'POST',
      `/administrare/invoices/${mine.uid}/reverse`,
      { inertia: true }
    )
    expect(guest.location).toBe('/login')
    const nobody = await signedIn(await createUser())
    const refused = await nobody.request('POST', `/administrare/invoices/${mine.uid}/reverse`, {
      inertia: true,
    })
    expect(refused.status).toBe(403)
    const unchanged = await invoicesOf(mineBid.id)
    expect(unchanged.map((row) => row.status)).toEqual(['issued'])
  })

  test('50 invoices and 50 credit notes issued at once come out gapless in their series', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const second = await signedIn(fresh.user)
    const { createBulkInvoices } = await factories()
    const originals = await createBulkInvoices(fresh.community.id, 50, 'CC')
    const bids = await Promise.all(Array.from({ length: 50 }, () => bidIn(fresh.community.id)))
    const replies = await Promise.all([
      ...bids.map((bid, index) => issue(index % 2 ? own : second, bid, { series: 'CC' })),
      ...originals.map((invoice, index) =>
        (index % 2 ? own : second).request(
          'POST',
          `/administrare/invoices/${invoice.uid}/reverse`,
          {
            inertia: true,
          }
        )
      ),
    ])
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 302))
    const numbers = await query(
      `select series_code, array_agg(number order by number) as numbers from invoices
       where community_id = $1 group by series_code order by series_code`,
      [fresh.community.id]
    )
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
    expect(numbers).toEqual([
      { series_code: 'CC', numbers: upTo(100) },
      { series_code: 'STORNO', numbers: upTo(50) },
    ])
  }, 120_000)
})

describe('GET /administrare/invoices', () => {
  test('the list: search by number or buyer; org-admin vs super-admin; the XLSX export', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const one = await bidIn(fresh.community.id)
    const two = await bidIn(fresh.community.id)
    const a = await createInvoice(fresh.community.id, {
      bid_id: one.id,
      number: 3,
      buyer_name: 'Ioana Mureșan',
    })
    const b = await createInvoice(fresh.community.id, {
      bid_id: two.id,
      number: 4,
      buyer_name: 'Radu Tudor',
    })
    const foreignBid = await bidIn(fresh.other.community.id)
    const foreign = await createInvoice(fresh.other.community.id, {
      bid_id: foreignBid.id,
      number: 9,
    })

    const page = await own.visit('/administrare/invoices')
    expect(page.component).toBe('invoices/index')
    expect(page.props.invoices.map((row: { uid: string }) => row.uid).sort()).toEqual(
      [a.uid, b.uid].sort()
    )
    const byBuyer = await own.visit('/administrare/invoices?search=muresan')
    expect(byBuyer.props.invoices.map((row: { uid: string }) => row.uid)).toEqual([a.uid])
    const byNumber = await own.visit('/administrare/invoices?search=FCT-4')
    expect(byNumber.props.invoices.map((row: { uid: string }) => row.uid)).toEqual([b.uid])

    const xlsx = await fetch(own.baseUrl + '/administrare/invoices/export.xlsx?search=muresan', {
      headers: { cookie: own.cookieHeader() },
    })
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')
    const rows = xlsxRows(Buffer.from(await xlsx.arrayBuffer()))
    expect(rows[0][0]).toBe('Număr')
    expect(rows.slice(1).map((row) => row[0])).toEqual(['FCT-3'])
    expect(rows[1][3]).toBe('Ioana Mureșan')

    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const all = await admin.visit(`/administrare/invoices?community=${fresh.other.community.uid}`)
    expect(all.props.showCommunity).toBe(true)
    expect(all.props.invoices.map((row: { uid: string }) => row.uid)).toEqual([foreign.uid])
    expect(all.props.invoices[0].community).toBe(fresh.other.community.name)
    const guest = await new TestClient().request('GET', '/administrare/invoices', { inertia: true })
    expect(guest.location).toBe('/login')
  })
})
