/**
 * The e-Factura job (EfacturaTransmission.run, what `efactura.transmit` runs) against a local
 * stand-in of ANAF's API started here: accepted (the signed archive kept), refused (ANAF's
 * messages), a timeout then the retry, an expired token refreshed, two workers on one document,
 * an organization without credentials, and an uploaded document whose status checks fail (asked
 * about again, never uploaded again).
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { factories, query } from '../support/db.ts'
import { signedIn } from '../support/client.ts'
import { nativeImport } from '../support/native_import.js'
import { startAnafStub } from '../support/anaf_stub.ts'
import { creditNote, eurInvoice } from '../support/efactura_documents.ts'
import type { EfacturaDocument } from '#services/efactura/document'
import { createInvoice, createWonCar, reverseInvoice } from './helpers/auction.ts'
import { createContact, tenants } from './helpers/contacts.ts'
import { whileEntriesRefused } from './helpers/audit.ts'

type Transmission = typeof import('#services/efactura/transmission')
type Tokens = typeof import('#services/efactura/anaf_tokens')
type Ubl = typeof import('#services/efactura/ubl')
type Queue = typeof import('#services/queue')
type Submissions = typeof import('#models/efactura_submission')

const storage = fileURLToPath(new URL('../../tmp/storage-test/', import.meta.url))

let stub: Awaited<ReturnType<typeof startAnafStub>>
let transmission: Transmission['EfacturaTransmission']
let tokens: Tokens['AnafTokens']
let ubl: Ubl
let queue: Queue
let submissions: Submissions['default']

beforeAll(async () => {
  stub = await startAnafStub()
  // Read by config/efactura.ts when the services below are first loaded.
  process.env.EFACTURA_API_URL = `${stub.url}/api`
  process.env.EFACTURA_OAUTH_URL = `${stub.url}/oauth`
  process.env.EFACTURA_TIMEOUT_MS = '400'
  await factories()
  const sender = await nativeImport<Transmission>('#services/efactura/transmission')
  transmission = sender.EfacturaTransmission
  ;({ AnafTokens: tokens } = await nativeImport<Tokens>('#services/efactura/anaf_tokens'))
  ubl = await nativeImport<Ubl>('#services/efactura/ubl')
  queue = await nativeImport<Queue>('#services/queue')
  ;({ default: submissions } = await nativeImport<Submissions>('#models/efactura_submission'))
  // Known to this process's queue so that the job's next runs are queued (no worker here: the
  // tests run each step themselves).
  queue.registerJob(sender.TRANSMIT_JOB, async () => {})
})

afterAll(async () => {
  await queue?.stopQueue()
  await stub?.stop()
})

/**
 * A new organization with ANAF credentials (unless `credentials: false`) and one document whose
 * XML is built (an EUR invoice unless given), stored as the job stores it: with its seller's CUI
 * and kind.
 */
async function documentToSend(
  options: { credentials?: boolean; document?: EfacturaDocument } = {}
): Promise<{ id: number; organizationId: number; invoice: { id: number; uid: string } } & World> {
  const world = await tenants()
  if (options.credentials !== false) {
    await tokens.verifyAndSave(world.organization.id, {
      clientId: 'client-1',
      clientSecret: 'secret-1',
      refreshToken: 'rt-0',
    })
  }
  const bidder = await createContact(world.community.id)
  const { bids } = await createWonCar(world.community.id, [
    { contact_id: bidder.id, amount_cents: 1_075_000 },
  ])
  const invoice = await createInvoice(world.community.id, { bid_id: bids[0].id })
  const document = options.document ?? eurInvoice()
  const [row] = await query<{ id: number }>(
    `insert into efactura_submissions
       (community_id, invoice_id, xml, seller_cif, document_kind, created_at)
     values ($1, $2, $3, $4, $5, now()) returning id`,
    [world.community.id, invoice.id, ubl.buildUbl(document), ubl.sellerCif(document), document.kind]
  )
  return { id: row.id, organizationId: world.organization.id, invoice, world }
}

type World = { world: Awaited<ReturnType<typeof tenants>> }

async function submission(id: number) {
  const [row] = await query(`select * from efactura_submissions where id = $1`, [id])
  return row
}

/** What the stand-in received for the submission's upload index. */
function uploadOf(row: { upload_index: string }) {
  return stub.uploads.find((item) => item.index === row.upload_index)!
}

/** The waiting job of the submission (its singleton) and when it may start, in seconds. */
async function queuedIn(id: number) {
  const rows = await query<{ delay: number }>(
    `select extract(epoch from start_after - now())::float as delay from pgboss.job
      where name = 'efactura.transmit' and singleton_key = $1 and state = 'created'`,
    [`efactura:${id}`]
  )
  return rows.map((row) => row.delay)
}

/** The submission's unanswered upload began more than the settle time (an hour) ago. */
async function settleUpload(id: number) {
  await query(
    `update efactura_submissions set upload_started_at = now() - interval '61 minutes' where id = $1`,
    [id]
  )
}

/** The submission's waiting jobs dropped (a lost job; or to read what the next run queues). */
async function dropQueued(id: number) {
  await query(`delete from pgboss.job where name = 'efactura.transmit' and singleton_key = $1`, [
    `efactura:${id}`,
  ])
}

describe("the job's audit trail", () => {
  /** The invoice's e-Factura entries, with their transaction id. */
  const entriesOf = (invoiceId: number) =>
    query(
      `select *, xmin::text from audit_entries
        where record_type = 'invoice' and record_id = $1 and action like 'efactura%' order by id`,
      [invoiceId]
    )

  test("a send and ANAF's answer: by the system (no user, no IP), the invoice by number, ANAF's index and its messages; on the invoice's page", async () => {
    stub.settings.verdict = { state: 'nok', errors: ['E: cumparator inexistent'] }
    stub.settings.processingPolls = 1
    const { id, invoice, world } = await documentToSend()
    const [{ number }] = await query<{ number: string }>(
      `select series_code || '-' || number as number from invoices where id = $1`,
      [invoice.id]
    )
    expect(await transmission.run(id)).toBe('sent')
    const sent = await submission(id)
    expect(await transmission.run(id)).toBe('processing')
    expect(await transmission.run(id)).toBe('refused')

    // Still processing: no answer, no entry.
    const entries = await entriesOf(invoice.id)
    expect(entries.map((entry) => entry.action)).toEqual(['efactura_send', 'efactura_answer'])
    const system = {
      user_id: null,
      user_name: null,
      ip: null,
      user_agent: null,
      record_label: number,
      community_id: world.community.id,
      organization_id: world.organization.id,
    }
    expect(entries[0]).toMatchObject(system)
    expect(entries[0].changes).toEqual({
      details: { state: 'sent', upload_index: sent.upload_index },
    })
    expect(entries[1]).toMatchObject(system)
    expect(entries[1].changes).toEqual({
      details: {
        state: 'refused',
        upload_index: sent.upload_index,
        messages: ['E: cumparator inexistent'],
      },
    })
    // Written with the submission's new state, in its transaction.
    const [state] = await query(`select xmin::text from efactura_submissions where id = $1`, [id])
    expect(entries[1].xmin).toBe(state.xmin)
    // The organization's ANAF token is never written.
    expect(JSON.stringify(entries)).not.toMatch(/secret-1|rt-\d|at-\d/)

    const client = await signedIn(world.user)
    const page = await client.visit(`/administrare/invoices/${invoice.uid}`)
    const timeline = page.props.timeline.filter((row: { action: string }) =>
      row.action.startsWith('efactura')
    )
    expect(
      timeline.map(
        (row: { action: string; user: string | null; recordLabel: string; details: unknown }) => [
          row.action,
          row.user,
          row.recordLabel,
          row.details,
        ]
      )
    ).toEqual([
      ['efactura_answer', null, number, entries[1].changes.details],
      ['efactura_send', null, number, entries[0].changes.details],
    ])
  })

  test('accepted: the answer says so, without messages', async () => {
    stub.settings.verdict = { state: 'ok' }
    stub.settings.processingPolls = 0
    const { id, invoice } = await documentToSend()
    expect(await transmission.run(id)).toBe('sent')
    expect(await transmission.run(id)).toBe('accepted')
    const accepted = await submission(id)
    const [, answer] = await entriesOf(invoice.id)
    expect(answer).toMatchObject({ action: 'efactura_answer', user_id: null })
    expect(answer.changes).toEqual({
      details: { state: 'accepted', upload_index: accepted.upload_index },
    })
  })
})

describe('the e-Factura job against ANAF', () => {
  test('accepted: uploaded once with the token, polled while processing, the signed archive kept', async () => {
    stub.settings.verdict = { state: 'ok' }
    stub.settings.processingPolls = 1
    const { id } = await documentToSend()
    expect(await transmission.run(id)).toBe('sent')
    const sent = await submission(id)
    expect(sent.state).toBe('sent')
    const upload = uploadOf(sent)
    expect(upload).toMatchObject({ cif: '18547290', standard: 'UBL' })
    expect(upload.xml).toBe(sent.xml)
    expect(await queuedIn(id)).toHaveLength(1)

    expect(await transmission.run(id)).toBe('processing')
    expect(await submission(id)).toMatchObject({ state: 'sent' })

    expect(await transmission.run(id)).toBe('accepted')
    const accepted = await submission(id)
    expect(accepted).toMatchObject({ state: 'accepted', messages: [], locked_at: null })
    expect(accepted.download_id).toBe(String(Number(accepted.upload_index) + 1_000_000))
    expect(existsSync(`${storage}${accepted.archive_key}`)).toBe(true)
    // Settled: another run does nothing.
    expect(await transmission.run(id)).toBe('busy')
  })

  test("refused: ANAF's messages from its archive; a credit note goes as CN", async () => {
    stub.settings.verdict = {
      state: 'nok',
      errors: ['E: validari globale eroare: cumparator inexistent in baza de date ANAF'],
    }
    stub.settings.processingPolls = 0
    const { id } = await documentToSend({ document: creditNote() })
    expect(await transmission.run(id)).toBe('sent')
    const sent = await submission(id)
    expect(uploadOf(sent).standard).toBe('CN')
    expect(await transmission.run(id)).toBe('refused')
    expect(await submission(id)).toMatchObject({
      state: 'refused',
      messages: ['E: validari globale eroare: cumparator inexistent in baza de date ANAF'],
    })
  })

  test("a timeout that never reached ANAF: tried again later; uploaded again once ANAF's list, read after the settle time, does not hold it", async () => {
    stub.settings.verdict = { state: 'ok' }
    stub.settings.stallUploads = 1
    const { id } = await documentToSend()
    const before = stub.uploads.length

    expect(await transmission.run(id)).toBe('retry')
    const waiting = await submission(id)
    expect(waiting).toMatchObject({
      state: 'to_send',
      attempts: 1,
      locked_at: null,
      upload_index: null,
    })
    expect(waiting.last_error).toMatch(/Timeout/i)
    expect(waiting.upload_started_at).not.toBeNull()
    const [delay] = await queuedIn(id)
    expect(delay).toBeGreaterThan(50)
    expect(delay).toBeLessThanOrEqual(60)

    // Not in ANAF's list, but maybe still being processed: not uploaded, asked again later.
    await dropQueued(id)
    expect(await transmission.run(id)).toBe('unconfirmed')
    expect(stub.uploads.length).toBe(before)
    expect(await submission(id)).toMatchObject({ state: 'to_send', attempts: 1 })
    const [settle] = await queuedIn(id)
    expect(settle).toBeGreaterThan(3500)
    expect(settle).toBeLessThanOrEqual(3600)

    await settleUpload(id)
    expect(await transmission.run(id)).toBe('sent')
    expect(stub.uploads.length).toBe(before + 1)
    expect(await submission(id)).toMatchObject({ state: 'sent', upload_started_at: null })
  })

  test("an upload ANAF received but whose answer was lost: its index is taken over from ANAF's list, never uploaded twice", async () => {
    stub.settings.verdict = { state: 'ok' }
    stub.settings.processingPolls = 0
    const { id } = await documentToSend()
    const other = await documentToSend()
    const before = stub.uploads.length
    // Another document of a seller with the same CUI, uploaded and known by its index.
    expect(await transmission.run(other.id)).toBe('sent')
    stub.settings.loseUploadAnswers = 1
    expect(await transmission.run(id)).toBe('retry')
    expect(stub.uploads.length).toBe(before + 2)
    const received = stub.uploads.at(-1)!
    expect(await submission(id)).toMatchObject({ state: 'to_send', upload_index: null })
    // The next try comes minutes later: ANAF's list ends a minute before the asking.
    received.at -= 5 * 60_000

    // ANAF's list cannot be read: nothing is uploaded, tried again later.
    stub.settings.unavailable = 1
    expect(await transmission.run(id)).toBe('retry')
    expect(stub.uploads.length).toBe(before + 2)

    expect(await transmission.run(id)).toBe('sent')
    expect(stub.uploads.length).toBe(before + 2)
    expect(await submission(id)).toMatchObject({
      state: 'sent',
      upload_index: received.index,
      upload_started_at: null,
    })
    expect(await transmission.run(id)).toBe('accepted')
    expect(stub.uploads.length).toBe(before + 2)
  })

  test("the lost upload on a later page of ANAF's list; a marker older than ANAF's 60 days read from that edge", async () => {
    stub.settings.verdict = { state: 'ok' }
    stub.settings.processingPolls = 0
    const { id } = await documentToSend()
    const other = await documentToSend()
    expect(await transmission.run(other.id)).toBe('sent')
    stub.settings.loseUploadAnswers = 1
    expect(await transmission.run(id)).toBe('retry')
    const received = stub.uploads.at(-1)!
    received.at -= 5 * 60_000 // the next try comes minutes later
    const before = stub.uploads.length
    // One message a page: the lost upload, the latest, is on the list's last page.
    stub.settings.listPageSize = 1
    await query(
      `update efactura_submissions set upload_started_at = now() - interval '70 days' where id = $1`,
      [id]
    )
    const read = stub.listPages.length
    try {
      expect(await transmission.run(id)).toBe('sent')
    } finally {
      stub.settings.listPageSize = 500
    }
    const pages = stub.listPages.slice(read)
    expect(pages.length).toBeGreaterThan(1)
    expect(pages).toEqual(pages.map((_, i) => i + 1))
    expect(stub.uploads.length).toBe(before)
    expect(await submission(id)).toMatchObject({ state: 'sent', upload_index: received.index })
  })

  test('its entry cannot be written: the step is not saved, and the document is free for the next run at once', async () => {
    stub.settings.verdict = { state: 'ok' }
    stub.settings.processingPolls = 0
    const { id, invoice } = await documentToSend()
    const refused = `new.action = 'efactura_send' and new.record_id = ${invoice.id}`
    await whileEntriesRefused(`efactura_${invoice.id}`, refused, () =>
      expect(transmission.run(id)).rejects.toThrow(/audit_entries unavailable/)
    )
    // Not marked sent, its upload marker kept (looked up before any new upload), not locked.
    const after = await submission(id)
    expect(after).toMatchObject({ state: 'to_send', upload_index: null, locked_at: null })
    expect(after.upload_started_at).not.toBeNull()
  })

  test('an expired token is refreshed and the call repeated; one near its expiry is refreshed first', async () => {
    stub.settings.verdict = { state: 'ok' }
    const { id, organizationId } = await documentToSend()
    await tokens.accessToken(organizationId)
    const refreshes = stub.tokenRequests.length
    stub.expireAccessTokens()

    expect(await transmission.run(id)).toBe('sent')
    expect(stub.tokenRequests.length).toBe(refreshes + 1)
    const sent = await submission(id)
    expect(uploadOf(sent).token).toBe(`at-${stub.tokenRequests.length}`)
    // Stored encrypted, never in clear.
    const [credentials] = await query(`select * from anaf_credentials where organization_id = $1`, [
      organizationId,
    ])
    expect(JSON.stringify(credentials)).not.toMatch(/secret-1|at-\d|rt-\d/)

    await query(
      `update anaf_credentials set access_expires_at = now() + interval '1 hour' where organization_id = $1`,
      [organizationId]
    )
    expect(await transmission.run(id)).toBe('accepted')
    expect(stub.tokenRequests.length).toBe(refreshes + 2)
  })

  test('two workers on one document: one sends it, the other never sends it again', async () => {
    stub.settings.verdict = { state: 'ok' }
    const { id } = await documentToSend()
    const before = stub.uploads.length
    const outcomes = await Promise.all([transmission.run(id), transmission.run(id)])
    // The other finds it claimed ("busy") or, if it starts late, already sent (its next step).
    expect(outcomes.filter((outcome) => outcome === 'sent')).toEqual(['sent'])
    expect(stub.uploads.length).toBe(before + 1)
  })

  test("a document without its XML: built from the stored credit note, sent as CN for its seller's CUI, both kept beside the XML", async () => {
    stub.settings.verdict = { state: 'ok' }
    const world = await tenants()
    await tokens.verifyAndSave(world.organization.id, {
      clientId: 'client-1',
      clientSecret: 'secret-1',
      refreshToken: 'rt-0',
    })
    const { sellerParty } = await factories()
    const bidder = await createContact(world.community.id)
    const { bids } = await createWonCar(world.community.id, [
      { contact_id: bidder.id, amount_cents: 1_075_000 },
    ])
    const invoice = await createInvoice(world.community.id, {
      bid_id: bids[0].id,
      seller: sellerParty({ cui: 'RO27183740' }),
    })
    const note = await reverseInvoice(invoice.id, 1)
    const [{ id }] = await query<{ id: number }>(
      `insert into efactura_submissions (community_id, invoice_id, created_at)
       values ($1, $2, now()) returning id`,
      [world.community.id, note.id]
    )

    expect(await transmission.run(id)).toBe('sent')
    const sent = await submission(id)
    expect(sent.xml).toContain('<CreditNote')
    expect(sent).toMatchObject({ seller_cif: '27183740', document_kind: 'credit_note' })
    expect(uploadOf(sent)).toMatchObject({ cif: '27183740', standard: 'CN', xml: sent.xml })
  })

  test('without credentials nothing is sent', async () => {
    const { id } = await documentToSend({ credentials: false })
    const before = stub.uploads.length
    expect(await transmission.run(id)).toBe('no_credentials')
    expect(stub.uploads.length).toBe(before)
    expect(await submission(id)).toMatchObject({ state: 'to_send', last_error: 'no_credentials' })
  })

  test('an uploaded document whose status checks fail more than 8 times is still asked about, never uploaded again, and accepted when ANAF answers', async () => {
    stub.settings.verdict = { state: 'ok' }
    stub.settings.processingPolls = 0
    const { id } = await documentToSend()
    const before = stub.uploads.length
    expect(await transmission.run(id)).toBe('sent')
    const sent = await submission(id)

    stub.settings.unavailable = 10
    for (let check = 1; check <= 9; check++) expect(await transmission.run(id)).toBe('retry')
    await dropQueued(id)
    expect(await transmission.run(id)).toBe('retry')
    const failing = await submission(id)
    expect(failing).toMatchObject({
      state: 'sent',
      attempts: 10,
      last_error: 'ANAF: HTTP 503',
      upload_index: sent.upload_index,
      locked_at: null,
    })
    expect(failing.next_attempt_at).not.toBeNull()
    // The delay doubles, at most an hour.
    const [delay] = await queuedIn(id)
    expect(delay).toBeGreaterThan(3500)
    expect(delay).toBeLessThanOrEqual(3600)

    // Its job lost, the sweep queues it again when its time has come, whatever its failed checks.
    await dropQueued(id)
    await query(
      `update efactura_submissions set next_attempt_at = now() - interval '1 minute' where id = $1`,
      [id]
    )
    await transmission.sweep()
    const [again] = await queuedIn(id)
    expect(again).toBeLessThanOrEqual(1)

    expect(await transmission.run(id)).toBe('accepted')
    expect(await submission(id)).toMatchObject({
      state: 'accepted',
      attempts: 0,
      last_error: null,
      upload_index: sent.upload_index,
    })
    expect(stub.uploads.length).toBe(before + 1)
  })

  test('an upload that needed 8 tries is not stuck after one failed status check', async () => {
    stub.settings.verdict = { state: 'ok' }
    stub.settings.processingPolls = 0
    const { id } = await documentToSend()
    const before = stub.uploads.length
    // The upload answered 503, then ANAF's list could not be read 6 times.
    stub.settings.unavailable = 7
    for (let upload = 1; upload <= 7; upload++) expect(await transmission.run(id)).toBe('retry')
    expect(await submission(id)).toMatchObject({ state: 'to_send', attempts: 7 })
    expect(stub.uploads.length).toBe(before)
    await settleUpload(id)

    expect(await transmission.run(id)).toBe('sent')
    expect(await submission(id)).toMatchObject({ state: 'sent', attempts: 0, last_error: null })

    stub.settings.unavailable = 1
    await dropQueued(id)
    expect(await transmission.run(id)).toBe('retry')
    const failing = await submission(id)
    expect(failing).toMatchObject({ state: 'sent', attempts: 1, last_error: 'ANAF: HTTP 503' })
    expect(failing.next_attempt_at).not.toBeNull()
    const [delay] = await queuedIn(id)
    expect(delay).toBeGreaterThan(50)
    expect(delay).toBeLessThanOrEqual(60)

    expect(await transmission.run(id)).toBe('accepted')
    expect(stub.uploads.length).toBe(before + 1)
  })

  test('"Verifică din nou" on an uploaded document whose checks stopped: asked about now, not uploaded again', async () => {
    stub.settings.verdict = { state: 'ok' }
    stub.settings.processingPolls = 0
    const { id } = await documentToSend()
    const before = stub.uploads.length
    expect(await transmission.run(id)).toBe('sent')
    const sent = await submission(id)
    // As the checks of a document uploaded before the fix were left: stopped after 8.
    await query(
      `update efactura_submissions
          set attempts = 8, next_attempt_at = null, last_error = 'ANAF: HTTP 503' where id = $1`,
      [id]
    )
    await dropQueued(id)
    const row = await submissions.findOrFail(id)
    expect(await transmission.resend(row, { fullNumber: 'FCT-1' })).toBe('rechecked')
    expect(await submission(id)).toMatchObject({
      state: 'sent',
      attempts: 0,
      xml: sent.xml,
      upload_index: sent.upload_index,
    })
    const [delay] = await queuedIn(id)
    expect(delay).toBeLessThanOrEqual(1)

    expect(await transmission.run(id)).toBe('accepted')
    expect(stub.uploads.length).toBe(before + 1)
  })

  test('"Trimite din nou" after an unanswered upload: looked up in ANAF\'s list first and taken over, not uploaded again', async () => {
    stub.settings.verdict = { state: 'ok' }
    stub.settings.processingPolls = 0
    const { id } = await documentToSend()
    stub.settings.loseUploadAnswers = 1
    expect(await transmission.run(id)).toBe('retry')
    const before = stub.uploads.length
    const received = stub.uploads.at(-1)!
    received.at -= 5 * 60_000 // the resend comes minutes later
    const lost = await submission(id)
    const row = await submissions.findOrFail(id)
    expect(await transmission.resend(row, { fullNumber: 'FCT-1' })).toBe('resent')
    const resent = await submission(id)
    expect(resent).toMatchObject({ state: 'to_send', xml: null })
    expect(resent.upload_started_at).not.toBeNull()
    // The XML as the job builds it again from the same invoice (same number and date).
    await query(
      `update efactura_submissions set xml = $2, seller_cif = $3, document_kind = $4 where id = $1`,
      [id, lost.xml, lost.seller_cif, lost.document_kind]
    )
    expect(await transmission.run(id)).toBe('sent')
    expect(await submission(id)).toMatchObject({ state: 'sent', upload_index: received.index })
    expect(stub.uploads.length).toBe(before)
  })
})
