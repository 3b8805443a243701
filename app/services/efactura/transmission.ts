/**
 * Sending documents to ANAF (docs/efactura.md): one submission row per invoice or credit note,
 * moved by the queue's job `efactura.transmit` through de trimis → trimisă → acceptată /
 * respinsă. A worker claims the row (an update that only one can win), so a document is never
 * sent by two workers; ANAF being down, slow or refusing the token is tried again later, with a
 * doubling delay, recorded on the row. Upload tries stop at maxAttempts; the status checks of an
 * uploaded document are counted from 0 again and never stop (their delay capped). An upload left
 * unanswered is looked up in ANAF's message list before any new upload (never uploaded twice).
 */
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import { DateTime } from 'luxon'
import { unzipSync, strFromU8 } from 'fflate'
import efacturaConfig from '#config/efactura'
import Community from '#models/community'
import EfacturaSubmission from '#models/efactura_submission'
import Invoice from '#models/invoice'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { enqueue } from '#services/queue'
import { buildUbl, sellerCif } from '#services/efactura/ubl'
import { prepareDocument, type Prepared } from '#services/efactura/from_invoice'
import {
  AnafUnauthorized,
  AnafUnavailable,
  download,
  listMessages,
  messageState,
  upload,
} from '#services/efactura/anaf_client'
import { documentIdentity, errorMessages } from '#services/efactura/anaf_answers'
import { AnafTokens } from '#services/efactura/anaf_tokens'
import { AuditService } from '#services/audit/audit_service'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export const TRANSMIT_JOB = 'efactura.transmit'
export const SWEEP_JOB = 'efactura.sweep'

/** A claim older than this is a worker gone: another may take the document over. */
const STALE_LOCK_MINUTES = 10

/** The time before which a claim is stale, by the database's clock (the claims' own). */
const staleBefore = () => db.raw(`now() - interval '${STALE_LOCK_MINUTES} minutes'`)

/** What one run did (the tests and the log read it). */
export type RunOutcome =
  | 'busy'
  | 'done'
  | 'no_credentials'
  | 'problems'
  | 'sent'
  | 'processing'
  | 'accepted'
  | 'refused'
  | 'retry'
  | 'unconfirmed'

/** The e-Factura document of a stored invoice (the XML route and the sender read this). */
export async function preparedFor(invoice: Invoice): Promise<Prepared> {
  const credited = invoice.creditedInvoiceId
    ? await Invoice.forTenant(communityScope(invoice.communityId))
        .where('invoices.id', invoice.creditedInvoiceId)
        .select('id', 'series_code', 'number', 'issue_date')
        .first()
    : null
  return prepareDocument(invoice, credited)
}

/** Romanian texts of the problems a document has (stored on the row, shown on the page). */
function problemTexts(prepared: Prepared) {
  const i18n = i18nManager.locale('ro')
  return prepared.problems.map((problem) => i18n.t(problem.key, problem.values))
}

export class EfacturaTransmission {
  /** The submission of an invoice, created "de trimis" when missing, and its job queued. */
  static async queue(invoice: Pick<Invoice, 'id' | 'communityId'>) {
    await db.rawQuery(
      `insert into efactura_submissions (community_id, invoice_id, created_at)
       values (?, ?, now()) on conflict (community_id, invoice_id) do nothing`,
      [invoice.communityId, invoice.id]
    )
    const row = await EfacturaSubmission.forTenant(communityScope(invoice.communityId))
      .where('invoice_id', invoice.id)
      .firstOrFail()
    await this.schedule(row.id, 0)
    return row
  }

  /** Queues a run of the submission in `seconds` (one waiting job per submission). */
  static async schedule(submissionId: number, seconds: number) {
    await enqueue(
      TRANSMIT_JOB,
      { submissionId },
      { singletonKey: `efactura:${submissionId}`, startAfter: seconds }
    )
  }

  /**
   * Every issued document without a submission gets one, and every open submission whose time
   * has come is queued again (the backstop when a job was lost): a document to send while its
   * upload tries last, an uploaded one whatever its failed checks (its answer must be known).
   */
  static async sweep() {
    await db.rawQuery(
      `insert into efactura_submissions (community_id, invoice_id, created_at)
       select invoices.community_id, invoices.id, now() from invoices
        where invoices.status in ('issued', 'reversed')
          and not exists (select 1 from efactura_submissions s
                           where s.community_id = invoices.community_id and s.invoice_id = invoices.id)
       on conflict do nothing`
    )
    const due = await db.rawQuery(
      `select id from efactura_submissions
        where (state = 'sent' or (state = 'to_send' and attempts < ?))
          and (next_attempt_at is null or next_attempt_at <= now())
          and (locked_at is null or locked_at < now() - interval '${STALE_LOCK_MINUTES} minutes')`,
      [efacturaConfig.maxAttempts]
    )
    for (const { id } of due.rows as { id: number }[]) await this.schedule(id, 0)
    return due.rows.length as number
  }

  /**
   * "Trimite din nou": a refused document, or one held back (missing data, no credentials, ANAF
   * unreachable), goes back to de trimis, its XML built again, and is queued now; one
   * conditional update, so that a document a worker holds is left alone. An uploaded document
   * whose status checks fail ("Verifică din nou") is only checked again now, never uploaded again.
   */
  static async resend(
    submission: EfacturaSubmission,
    invoice: { fullNumber: string }
  ): Promise<'resent' | 'rechecked' | false> {
    if (submission.state === 'sent') {
      return (await this.recheck(submission, invoice)) ? 'rechecked' : false
    }
    const resent = await db.transaction(async (trx) => {
      const [changed] = await EfacturaSubmission.query({ client: trx })
        .where('id', submission.id)
        .where((open) => {
          open
            .where('state', 'refused')
            .orWhere((held) =>
              held.where('state', 'to_send').whereNull('locked_at').whereNotNull('last_error')
            )
        })
        .update({
          state: 'to_send',
          xml: null,
          seller_cif: null,
          document_kind: null,
          upload_index: null,
          download_id: null,
          attempts: 0,
          next_attempt_at: null,
          last_error: null,
          updated_at: db.raw('now()'),
        })
      if (!Number(changed)) return false
      // By the user who asked, on the invoice's timeline, in the resend's transaction.
      await AuditService.record({
        action: 'efactura_resend',
        record: { type: 'invoice', id: submission.invoiceId, label: invoice.fullNumber },
        changes: { state: [submission.state, 'to_send'] },
        communityId: submission.communityId,
        client: trx,
      })
      return true
    })
    if (!resent) return false
    await this.schedule(submission.id, 0)
    return 'resent'
  }

  /** An uploaded document whose checks failed: its count starts again and it is asked about now. */
  private static async recheck(submission: EfacturaSubmission, invoice: { fullNumber: string }) {
    const rechecked = await db.transaction(async (trx) => {
      const [changed] = await EfacturaSubmission.query({ client: trx })
        .where('id', submission.id)
        .where('state', 'sent')
        .whereNull('locked_at')
        .whereNotNull('last_error')
        .update({ attempts: 0, next_attempt_at: null, updated_at: db.raw('now()') })
      if (!Number(changed)) return false
      await AuditService.record({
        action: 'efactura_recheck',
        record: { type: 'invoice', id: submission.invoiceId, label: invoice.fullNumber },
        changes: { attempts: [submission.attempts, 0] },
        communityId: submission.communityId,
        client: trx,
      })
      return true
    })
    if (rechecked) await this.schedule(submission.id, 0)
    return rechecked
  }

  /**
   * Claims the submission for this worker: null when another holds it or it is settled. One
   * conditional update, so that of two workers only one changes the row.
   */
  private static async claim(submissionId: number) {
    const [claimed] = await EfacturaSubmission.query()
      .where('id', submissionId)
      .whereIn('state', ['to_send', 'sent'])
      .where((free) => {
        free.whereNull('locked_at').orWhere('locked_at', '<', staleBefore())
      })
      .update({ locked_at: db.raw('now()') })
    if (!Number(claimed)) return null
    return EfacturaSubmission.query().where('id', submissionId).firstOrFail()
  }

  /** The job: one step of the document's way (send, or ask about it), then the next is queued. */
  static async run(submissionId: number): Promise<RunOutcome> {
    const submission = await this.claim(submissionId)
    if (!submission) return 'busy'
    try {
      const outcome = await this.step(submission)
      submission.lockedAt = null
      await db.transaction(async (trx) => {
        submission.useTransaction(trx)
        await submission.save()
        await recordTransmission(submission, outcome, trx)
      })
      if (outcome === 'sent' || outcome === 'processing') {
        await this.schedule(submission.id, outcome === 'sent' ? 5 : efacturaConfig.pollSeconds)
      }
      if (outcome === 'unconfirmed' && submission.nextAttemptAt) {
        const wait = submission.nextAttemptAt.diffNow('seconds').seconds
        await this.schedule(submission.id, Math.max(1, Math.ceil(wait)))
      }
      return outcome
    } catch (error) {
      if (!(error instanceof AnafUnavailable || error instanceof AnafUnauthorized)) {
        // The row itself, not the model: a save rolled back left the model thinking it saved.
        await EfacturaSubmission.query().where('id', submission.id).update({ locked_at: null })
        throw error
      }
      // ANAF down, slow, or the token refused even after a refresh: try again later. An upload
      // stops after maxAttempts; an uploaded document is always asked about again.
      submission.attempts += 1
      submission.lastError = error.message
      submission.lockedAt = null
      const checking = submission.state === 'sent'
      const delay = Math.min(
        efacturaConfig.retryBaseSeconds * 2 ** Math.min(submission.attempts - 1, 30),
        checking ? efacturaConfig.checkRetryMaxSeconds : Number.POSITIVE_INFINITY
      )
      submission.nextAttemptAt =
        checking || submission.attempts < efacturaConfig.maxAttempts
          ? DateTime.now().plus({ seconds: delay })
          : null
      await submission.save()
      if (submission.nextAttemptAt) await this.schedule(submission.id, delay)
      return 'retry'
    }
  }

  /** Uploaded under ANAF's index: asked about from now on. */
  private static sentAs(submission: EfacturaSubmission, index: string): RunOutcome {
    submission.merge({
      state: 'sent',
      uploadIndex: index,
      uploadStartedAt: null,
      sentAt: DateTime.now(),
      messages: [],
      lastError: null,
      // The upload's tries end here; the status checks are counted from 0.
      attempts: 0,
      nextAttemptAt: null,
    })
    return 'sent'
  }

  private static async step(submission: EfacturaSubmission): Promise<RunOutcome> {
    const community = await Community.query()
      .where('id', submission.communityId)
      .select('id', 'organization_id')
      .firstOrFail()
    const organizationId = community.organizationId
    let token = await AnafTokens.accessToken(organizationId)
    if (!token) {
      // Looked at again by the sweep in an hour (or at once by "Trimite din nou").
      submission.lastError = 'no_credentials'
      submission.nextAttemptAt = DateTime.now().plus({ hours: 1 })
      return 'no_credentials'
    }
    // A 401 means the token expired early (or was revoked): refresh once and repeat the call.
    const withToken = async <T>(call: (token: string) => Promise<T>): Promise<T> => {
      try {
        return await call(token!)
      } catch (error) {
        if (!(error instanceof AnafUnauthorized)) throw error
        token = await AnafTokens.accessToken(organizationId, true)
        return call(token!)
      }
    }

    if (submission.state === 'to_send') {
      // The XML is built from the stored invoice when first sent (and again after "Trimite din
      // nou"), then kept: ANAF's answer always concerns the XML stored beside it.
      if (!submission.xml) {
        const invoice = await Invoice.forTenant(communityScope(submission.communityId))
          .where('invoices.id', submission.invoiceId)
          .firstOrFail()
        const prepared = await preparedFor(invoice)
        if (!prepared.document) {
          submission.messages = problemTexts(prepared)
          submission.lastError = 'problems'
          submission.nextAttemptAt = DateTime.now().plus({ hours: 1 })
          return 'problems'
        }
        // What the upload is made for is stored with the XML, never read back out of it.
        submission.sellerCif = sellerCif(prepared.document)
        submission.documentKind = prepared.document.kind
        submission.xml = buildUbl(prepared.document)
      }
      const xml = submission.xml
      const upon = {
        cif: submission.sellerCif ?? '',
        creditNote: submission.documentKind === 'credit_note',
      }
      // An earlier upload was left unanswered: ANAF may hold it. Its index is taken over when
      // ANAF's list shows it; it is uploaded again only when the list, read after the settle
      // time, does not; a list that cannot be read throws (tried again later, never uploaded).
      if (submission.uploadStartedAt) {
        const since = submission.uploadStartedAt
        const index = await withToken((bearer) =>
          earlierUpload(submission.sellerCif ?? '', xml, since, bearer)
        )
        if (index) return this.sentAs(submission, index)
        const settled = since.plus({ minutes: efacturaConfig.uploadSettleMinutes })
        if (settled > DateTime.now()) {
          // Maybe still being processed: asked again once the settle time is over (no try lost).
          submission.lastError = 'ANAF: earlier upload not in the message list yet'
          submission.nextAttemptAt = settled
          return 'unconfirmed'
        }
      }
      // The marker (with the XML), committed before the call: a timeout or a worker's death
      // after it leaves the row saying that an upload may have reached ANAF.
      submission.uploadStartedAt = DateTime.now()
      await submission.save()
      const result = await withToken((bearer) => upload(xml, { ...upon, token: bearer }))
      if ('errors' in result) {
        submission.state = 'refused'
        submission.messages = result.errors
        submission.answeredAt = DateTime.now()
        submission.uploadStartedAt = null
        return 'refused'
      }
      return this.sentAs(submission, result.index)
    }

    const state = await withToken((bearer) => messageState(submission.uploadIndex!, bearer))
    if (state.state === 'processing') {
      // ANAF answered: the failed checks before this one are over.
      submission.merge({ attempts: 0, lastError: null, nextAttemptAt: null })
      return 'processing'
    }
    if (state.state === 'failed') {
      submission.state = 'refused'
      submission.messages = state.errors
      submission.answeredAt = DateTime.now()
      return 'refused'
    }
    const archive = await withToken((bearer) => download(state.downloadId, bearer))
    const key = `efactura/${submission.communityId}/${submission.uid}.zip`
    await drive.use().put(key, archive)
    submission.merge({
      downloadId: state.downloadId,
      archiveKey: key,
      answeredAt: DateTime.now(),
      lastError: null,
      attempts: 0,
      nextAttemptAt: null,
    })
    if (state.state === 'ok') {
      submission.state = 'accepted'
      submission.messages = []
      return 'accepted'
    }
    submission.state = 'refused'
    submission.messages = refusalMessages(archive)
    return 'refused'
  }
}

/**
 * The index of an upload of this document that ANAF holds since `since`, from the seller's
 * message list: each sent invoice not known to another submission is downloaded and matched on
 * the document's number and issue date (the list names neither). Null: none.
 */
async function earlierUpload(cif: string, xml: string, since: DateTime, token: string) {
  const wanted = documentIdentity(xml)
  if (!wanted) return null
  // A day earlier than the marker: ANAF's clock and ours need not agree to the second.
  const messages = await listMessages(cif, since.minus({ days: 1 }).toJSDate(), token)
  const sent = messages.filter(
    (message) => message.type === 'FACTURA TRIMISA' && message.uploadIndex && message.id
  )
  if (!sent.length) return null
  const known = await db
    .from('efactura_submissions')
    .whereIn(
      'upload_index',
      sent.map((message) => message.uploadIndex)
    )
    .select('upload_index')
  const taken = new Set(known.map((row: { upload_index: string }) => row.upload_index))
  for (const message of sent.filter((item) => !taken.has(item.uploadIndex))) {
    const files = unzipSync(await download(message.id, token))
    const held = Object.entries(files).some(([name, content]) => {
      if (name.startsWith('semnatura')) return false
      const identity = documentIdentity(strFromU8(content))
      return identity?.number === wanted.number && identity.issueDate === wanted.issueDate
    })
    if (held) return message.uploadIndex
  }
  return null
}

/**
 * The audit trail's e-Factura entries, on the invoice's timeline: a document sent (its upload
 * index) and ANAF's answer (accepted or refused, with its messages). Written by the job, so by
 * no one (the system).
 */
async function recordTransmission(
  submission: EfacturaSubmission,
  outcome: RunOutcome,
  client: TransactionClientContract
) {
  if (outcome !== 'sent' && outcome !== 'accepted' && outcome !== 'refused') return
  // Named by its number, as the staff's entries on the invoice are: the log says which document.
  const invoice = await Invoice.forTenant(communityScope(submission.communityId))
    .useTransaction(client)
    .where('invoices.id', submission.invoiceId)
    .select('invoices.series_code', 'invoices.number')
    .first()
  await AuditService.record({
    action: outcome === 'sent' ? 'efactura_send' : 'efactura_answer',
    record: { type: 'invoice', id: submission.invoiceId, label: invoice?.fullNumber ?? null },
    details: {
      state: submission.state,
      upload_index: submission.uploadIndex,
      ...(submission.messages.length ? { messages: submission.messages.slice(0, 10) } : {}),
    },
    communityId: submission.communityId,
    actor: null,
    client,
  })
}

/** ANAF's messages in the archive of a refusal (its errors file). */
export function refusalMessages(archive: Uint8Array) {
  try {
    const files = unzipSync(archive)
    const messages = Object.values(files).flatMap((content) => errorMessages(strFromU8(content)))
    return messages.length ? messages : [i18nManager.locale('ro').t('efactura.refused_silently')]
  } catch {
    return [i18nManager.locale('ro').t('efactura.archive_unreadable')]
  }
}

/** An invoices list's column: the row's e-Factura state, by key (de trimis without a row). */
export const efacturaStateOf = `coalesce((select s.state from efactura_submissions s
  where s.community_id = invoices.community_id and s.invoice_id = invoices.id), 'to_send')`

/** What an invoice's page shows of its e-Factura: state, ANAF's index and messages, credentials. */
export async function efacturaStatus(invoice: Pick<Invoice, 'id' | 'communityId'>) {
  const [submission, community] = await Promise.all([
    EfacturaSubmission.forTenant(communityScope(invoice.communityId))
      .where('invoice_id', invoice.id)
      .first(),
    Community.query().where('id', invoice.communityId).select('organization_id').firstOrFail(),
  ])
  return {
    state: submission?.state ?? ('to_send' as const),
    uploadIndex: submission?.uploadIndex ?? null,
    messages: submission?.messages ?? [],
    archive: submission?.state === 'accepted' && submission.archiveKey !== null,
    attempts: submission?.attempts ?? 0,
    lastError: submission?.lastError ?? null,
    nextAttemptAt: submission?.nextAttemptAt?.toISO() ?? null,
    credentials: await AnafTokens.has(community.organizationId),
  }
}
