/**
 * An invoice's e-Factura routes (docs/efactura.md): "XML e-Factura" says in Romanian what the
 * document lacks, the invoice page shows the state and why nothing is sent, ANAF's signed
 * archive once accepted, "Trimite din nou" after a refusal; another organization's: 404.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { signedIn, type TestClient } from '../support/client.ts'
import { createUser, query } from '../support/db.ts'
import { orgDay } from '../support/org_dates.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import {
  createInvoice,
  createWonCar,
  invoiceForm,
  readyToInvoice,
  reverseInvoice,
} from './helpers/auction.ts'
import { efacturaValidator, fatalFindings } from '../support/efactura_documents.ts'

const storage = fileURLToPath(new URL('../../tmp/storage-test/', import.meta.url))

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

/** A won car's bid of the community, invoiced through the app with the form's fields. */
async function issued(who: TestClient, communityId: number, fields: Record<string, unknown>) {
  const bidder = await createContact(communityId)
  const { bids } = await createWonCar(communityId, [
    { contact_id: bidder.id, amount_cents: 1_075_000 },
  ])
  await who.submit('POST', `/administrare/bids/${bids[0].uid}/invoices`, invoiceForm(fields), {
    from: `/administrare/bids/${bids[0].uid}/create-invoice`,
  })
  const rows = await query(`select * from invoices where bid_id = $1 order by id`, [bids[0].id])
  expect(rows).toHaveLength(1)
  return rows[0]
}

describe('documents issued through the app', () => {
  test('an EUR invoice to a person without CNP, a RON invoice to a company and a credit note: each queued for ANAF and its XML valid', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    await readyToInvoice(fresh.organization.id)
    const validate = await efacturaValidator()
    const eur = await issued(own, fresh.community.id, { series: 'EFE' })
    const ron = await issued(own, fresh.community.id, {
      series: 'EFR',
      currency: 'RON',
      buyer_kind: 'company',
      buyer_name: 'Auto Parc SRL',
      buyer_cui: 'RO 18547290',
      buyer_reg_com: 'J12/1/2020',
    })
    await own.submit(
      'POST',
      `/administrare/invoices/${eur.uid}/reverse`,
      {},
      {
        from: `/administrare/invoices/${eur.uid}`,
      }
    )
    const [note] = await query(`select * from invoices where credited_invoice_id = $1`, [eur.id])
    expect(note.kind).toBe('credit_note')

    const xml: Record<string, string> = {}
    for (const [name, invoice, root] of [
      ['eur-person', eur, '<Invoice'],
      ['ron-company', ron, '<Invoice'],
      ['credit-note', note, '<CreditNote'],
    ] as const) {
      const reply = await own.request('GET', `/administrare/invoices/${invoice.uid}/efactura.xml`)
      expect(reply.status, name).toBe(200)
      expect(reply.text).toContain(root)
      xml[name] = reply.text
    }
    // The XML states the amounts the print states: the RON invoice's stored totals.
    const amount = (minor: number) => (Math.abs(minor) / 100).toFixed(2)
    expect(xml['ron-company']).toContain(
      `<cbc:PayableAmount currencyID="RON">${amount(ron.total_cents)}</cbc:PayableAmount>`
    )
    expect(xml['eur-person']).toContain('<cbc:CompanyID>0000000000000</cbc:CompanyID>')
    expect(xml['credit-note']).toContain(`<cbc:ID>${eur.series_code}-${eur.number}</cbc:ID>`)
    for (const [name, text] of Object.entries(xml)) {
      expect(fatalFindings(await validate(text, `http-${name}`)), name).toEqual([])
    }

    // Each document is queued for ANAF after it is issued; without credentials nothing is sent.
    const submissions = await query(
      `select s.invoice_id, s.state, s.upload_index,
              exists (select 1 from pgboss.job j where j.name = 'efactura.transmit'
                       and j.singleton_key = 'efactura:' || s.id) as queued
         from efactura_submissions s where s.invoice_id = any($1) order by s.invoice_id`,
      [[eur.id, ron.id, note.id]]
    )
    expect(submissions).toEqual(
      [eur, ron, note]
        .map((invoice) => ({
          invoice_id: invoice.id,
          state: 'to_send',
          upload_index: null,
          queued: true,
        }))
        .sort((a, b) => a.invoice_id - b.invoice_id)
    )
  }, 240_000)
})

/** An invoice of the community whose seller is only the organization's name (no address, CUI). */
async function invoiceIn(communityId: number, number: number) {
  const bidder = await createContact(communityId)
  const { bids } = await createWonCar(communityId, [
    { contact_id: bidder.id, amount_cents: 1_000_000 },
  ])
  const invoice = await createInvoice(communityId, { bid_id: bids[0].id, number })
  await query(
    `update invoices set seller = '{"name": "Asociația", "community": "Cluj", "billing": {}}' where id = $1`,
    [invoice.id]
  )
  return invoice
}

async function submit(invoiceId: number, communityId: number, fields: Record<string, unknown>) {
  const columns = Object.keys(fields)
  const [row] = await query(
    `insert into efactura_submissions (community_id, invoice_id, created_at, ${columns.join(', ')})
     values ($1, $2, now(), ${columns.map((_, index) => `$${index + 3}`).join(', ')}) returning *`,
    [communityId, invoiceId, ...Object.values(fields)]
  )
  return row
}

describe('GET /administrare/invoices/:uid/efactura.xml', () => {
  test('a document the national rules cannot take: back to the invoice, saying what is missing', async () => {
    const invoice = await invoiceIn(world.community.id, 101)
    const reply = await client.request('GET', `/administrare/invoices/${invoice.uid}/efactura.xml`)
    expect(reply.status).toBe(302)
    expect(reply.location).toContain(`/administrare/invoices/${invoice.uid}`)
    const page = await client.visit(`/administrare/invoices/${invoice.uid}`)
    expect(page.flash.error).toContain('Documentul e-Factura nu poate fi generat:')
    expect(page.flash.error).toContain('Lipsește adresa vânzătorului')
    // The page says why nothing is sent: no ANAF credentials for the organization.
    expect(page.props.efactura).toMatchObject({ state: 'to_send', credentials: false })
  })

  test("another organization's invoice: 404 for the XML, the archive and sending again", async () => {
    const foreign = await invoiceIn(world.other.community.id, 102)
    await submit(foreign.id, world.other.community.id, {
      state: 'refused',
      upload_index: '77',
      messages: JSON.stringify(['E: eroare']),
    })
    for (const [method, path] of [
      ['GET', 'efactura.xml'],
      ['GET', 'efactura-anaf.zip'],
      ['POST', 'efactura/resend'],
    ]) {
      const reply = await client.request(method, `/administrare/invoices/${foreign.uid}/${path}`)
      expect(reply.status, path).toBe(404)
    }
    const [row] = await query(`select state from efactura_submissions where invoice_id = $1`, [
      foreign.id,
    ])
    expect(row.state).toBe('refused')
  })
})

describe("ANAF's answer on the invoice page", () => {
  test('accepted: the index and the signed archive to download', async () => {
    const invoice = await invoiceIn(world.community.id, 103)
    const key = `efactura/${world.community.id}/test-${invoice.id}.zip`
    mkdirSync(dirname(`${storage}${key}`), { recursive: true })
    writeFileSync(`${storage}${key}`, 'PK-arhiva-semnata')
    await submit(invoice.id, world.community.id, {
      state: 'accepted',
      upload_index: '5001',
      download_id: '6001',
      archive_key: key,
    })
    const page = await client.visit(`/administrare/invoices/${invoice.uid}`)
    expect(page.props.efactura).toMatchObject({
      state: 'accepted',
      uploadIndex: '5001',
      archive: true,
    })
    const archive = await client.request(
      'GET',
      `/administrare/invoices/${invoice.uid}/efactura-anaf.zip`
    )
    expect(archive.status).toBe(200)
    expect(archive.headers.get('content-disposition')).toContain('FCT-103-ANAF.zip')
    expect(archive.text).toBe('PK-arhiva-semnata')
    // The invoices list shows each document's state.
    const list = await client.visit('/administrare/invoices?search=FCT-103')
    expect(
      list.props.invoices.map((row: { uid: string; efacturaState: string }) => [
        row.uid,
        row.efacturaState,
      ])
    ).toEqual([[invoice.uid, 'accepted']])
  })

  test("refused: ANAF's messages; sent again it is de trimis, built anew; twice is refused", async () => {
    const invoice = await invoiceIn(world.community.id, 104)
    await submit(invoice.id, world.community.id, {
      state: 'refused',
      upload_index: '5002',
      xml: '<Invoice/>',
      messages: JSON.stringify(['E: cumparator inexistent']),
    })
    const before = await client.visit(`/administrare/invoices/${invoice.uid}`)
    expect(before.props.efactura).toMatchObject({
      state: 'refused',
      messages: ['E: cumparator inexistent'],
    })
    const archive = await client.request(
      'GET',
      `/administrare/invoices/${invoice.uid}/efactura-anaf.zip`
    )
    expect(archive.status).toBe(302)
    const back = await client.visit(`/administrare/invoices/${invoice.uid}`)
    expect(back.flash.error).toBe(
      'Factura FCT-104 nu are încă arhiva semnată de ANAF: ea vine după acceptare.'
    )

    const resent = await client.submit(
      'POST',
      `/administrare/invoices/${invoice.uid}/efactura/resend`,
      {},
      { from: `/administrare/invoices/${invoice.uid}` }
    )
    expect(resent.page?.flash.success).toBe('Factura FCT-104 va fi trimisă din nou la ANAF.')
    const [row] = await query(`select * from efactura_submissions where invoice_id = $1`, [
      invoice.id,
    ])
    expect(row).toMatchObject({ state: 'to_send', xml: null, upload_index: null, attempts: 0 })

    const twice = await client.submit(
      'POST',
      `/administrare/invoices/${invoice.uid}/efactura/resend`,
      {},
      { from: `/administrare/invoices/${invoice.uid}` }
    )
    expect(twice.page?.flash.error).toBe('Factura FCT-104 nu poate fi trimisă din nou acum.')
  })

  test('uploaded, its status checks stopped: "Verifică din nou" asks ANAF again without uploading it again', async () => {
    const invoice = await invoiceIn(world.community.id, 105)
    await submit(invoice.id, world.community.id, {
      state: 'sent',
      upload_index: '5003',
      xml: '<Invoice/>',
      attempts: 8,
      last_error: 'ANAF: HTTP 503',
    })
    const before = await client.visit(`/administrare/invoices/${invoice.uid}`)
    expect(before.props.efactura).toMatchObject({
      state: 'sent',
      uploadIndex: '5003',
      attempts: 8,
      lastError: 'ANAF: HTTP 503',
    })

    const rechecked = await client.submit(
      'POST',
      `/administrare/invoices/${invoice.uid}/efactura/resend`,
      {},
      { from: `/administrare/invoices/${invoice.uid}` }
    )
    expect(rechecked.page?.flash.success).toBe(
      'Starea facturii FCT-105 va fi cerută din nou la ANAF (documentul nu se încarcă din nou).'
    )
    const [row] = await query(
      `select s.*, exists (select 1 from pgboss.job j where j.name = 'efactura.transmit'
                            and j.singleton_key = 'efactura:' || s.id and j.state = 'created') as queued
         from efactura_submissions s where invoice_id = $1`,
      [invoice.id]
    )
    expect(row).toMatchObject({
      state: 'sent',
      upload_index: '5003',
      xml: '<Invoice/>',
      attempts: 0,
      queued: true,
    })
    const [entry] = await query(
      `select action from audit_entries where record_type = 'invoice' and record_id = $1
        and action like 'efactura%'`,
      [invoice.id]
    )
    expect(entry).toEqual({ action: 'efactura_recheck' })
  })
})

describe("the org-admin's dashboard", () => {
  test('lists the documents ANAF has not accepted 3 working days after their issue', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const late = await invoiceIn(fresh.community.id, 201)
    const accepted = await invoiceIn(fresh.community.id, 202)
    const recent = await invoiceIn(fresh.community.id, 203)
    await query(`update invoices set issue_date = $1, due_date = $2 where id in ($3, $4)`, [
      orgDay(-10),
      orgDay(5),
      late.id,
      accepted.id,
    ])
    await submit(late.id, fresh.community.id, { state: 'sent', upload_index: '9001' })
    await submit(accepted.id, fresh.community.id, { state: 'accepted', upload_index: '9002' })
    await invoiceIn(fresh.other.community.id, 204)

    const home = await own.visit('/')
    expect(home.component).toBe('dashboard/tenant')
    expect(home.props.lateEfactura).toEqual([
      { uid: late.uid, number: 'FCT-201', issueDate: orgDay(-10), state: 'sent' },
    ])
    expect(JSON.stringify(home.props)).not.toContain(recent.uid)
  })

  test('a reversed invoice and its credit note stay listed until ANAF accepts each; an invoice cancelled before credit notes is not', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const reversed = await invoiceIn(fresh.community.id, 211)
    const note = await reverseInvoice(reversed.id, 212)
    const acceptedReversed = await invoiceIn(fresh.community.id, 213)
    const sentNote = await reverseInvoice(acceptedReversed.id, 214)
    const cancelled = await invoiceIn(fresh.community.id, 215)
    await query(`update invoices set status = 'cancelled', cancelled_at = now() where id = $1`, [
      cancelled.id,
    ])
    await query(`update invoices set issue_date = $1, due_date = $2 where community_id = $3`, [
      orgDay(-10),
      orgDay(5),
      fresh.community.id,
    ])
    await submit(note.id, fresh.community.id, { state: 'refused', upload_index: '9101' })
    await submit(acceptedReversed.id, fresh.community.id, {
      state: 'accepted',
      upload_index: '9102',
    })
    await submit(sentNote.id, fresh.community.id, { state: 'sent', upload_index: '9103' })

    const home = await own.visit('/')
    expect(home.props.lateEfactura).toEqual([
      { uid: reversed.uid, number: 'FCT-211', issueDate: orgDay(-10), state: 'to_send' },
      { uid: note.uid, number: 'STORNO-212', issueDate: orgDay(-10), state: 'refused' },
      { uid: sentNote.uid, number: 'STORNO-214', issueDate: orgDay(-10), state: 'sent' },
    ])
  })
})

describe('an organization without ANAF credentials', () => {
  /** What the dashboard and the invoices list (with `search`, its query) say of documents left unsent. */
  async function notices(who: TestClient, search = '') {
    const [home, list] = await Promise.all([
      who.visit('/'),
      who.visit(`/administrare/invoices${search}`),
    ])
    return {
      dashboard: home.props.efacturaWithoutCredentials as unknown[],
      invoices: list.props.efacturaWithoutCredentials as unknown[],
    }
  }

  test('the org-admin is told how many of the community’s documents wait; with credentials, nothing', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    await invoiceIn(fresh.community.id, 231)
    const reversed = await invoiceIn(fresh.community.id, 232)
    await reverseInvoice(reversed.id, 233)
    const accepted = await invoiceIn(fresh.community.id, 234)
    await submit(accepted.id, fresh.community.id, { state: 'accepted', upload_index: '9201' })
    const refused = await invoiceIn(fresh.community.id, 235)
    await submit(refused.id, fresh.community.id, { state: 'refused', upload_index: '9202' })
    // Another community of the organization and another organization: not this list's.
    await invoiceIn(fresh.sibling.id, 236)
    await invoiceIn(fresh.other.community.id, 237)

    const organization = { uid: fresh.organization.uid, name: fresh.organization.name }
    expect(await notices(own)).toEqual({
      dashboard: [{ ...organization, waiting: 4 }],
      invoices: [{ ...organization, waiting: 4 }],
    })

    await query(
      `insert into anaf_credentials (organization_id, client_id, client_secret, refresh_token, created_at)
       values ($1, 'client', 'secret', 'refresh', now())`,
      [fresh.organization.id]
    )
    expect(await notices(own)).toEqual({ dashboard: [], invoices: [] })
  })

  test('a super-admin sees each organization without credentials with its waiting documents, by the list’s community', async () => {
    const { world: fresh } = await signedInOrgAdmin()
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    await invoiceIn(fresh.community.id, 241)
    await invoiceIn(fresh.community.id, 242)
    await invoiceIn(fresh.sibling.id, 243)
    await invoiceIn(fresh.other.community.id, 244)
    const organization = { uid: fresh.organization.uid, name: fresh.organization.name }
    const other = { uid: fresh.other.organization.uid, name: fresh.other.organization.name }

    const filtered = await notices(admin, `?community=${fresh.sibling.uid}`)
    expect(filtered.invoices).toEqual([{ ...organization, waiting: 1 }])
    const all = await notices(admin)
    expect(all.invoices).toEqual(
      expect.arrayContaining([
        { ...organization, waiting: 3 },
        { ...other, waiting: 1 },
      ])
    )

    await query(
      `insert into anaf_credentials (organization_id, client_id, client_secret, refresh_token, created_at)
       values ($1, 'client', 'secret', 'refresh', now())`,
      [fresh.other.organization.id]
    )
    const after = await notices(admin)
    expect(after.invoices).toContainEqual({ ...organization, waiting: 3 })
    expect(after.invoices).not.toContainEqual(expect.objectContaining({ uid: other.uid }))
  })
})
