import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Contact from '#models/contact'
import type GdprRequest from '#models/gdpr_request'
import type MarketingConsent from '#models/marketing_consent'
import { AuditService, type AuditActor } from '#services/audit/audit_service'
import type { AuditExportWhat } from '#shared/audit'

/**
 * Who did it: the staff user (the request gives their name, IP and browser), or the member
 * erasing their own account from the app (`memberUid`), written without any of their personal
 * data: no user, name, e-mail, IP or browser, only the account's uid.
 */
export interface GdprActor {
  userId: number | null
  memberUid?: string
}

/** The audit actor of a GDPR event: the request's by default, nobody named for a member. */
const auditActor = (actor: GdprActor): AuditActor | undefined =>
  actor.memberUid ? { userId: null, name: null, email: null, ip: null, userAgent: null } : undefined

const byMember = (actor: GdprActor) => (actor.memberUid ? { member: actor.memberUid } : {})

/** Labelled by its kind's code: shown by its kind's name and received day (auditRecordLabel). */
const requestRecord = (request: GdprRequest) => ({
  type: 'gdpr_request' as const,
  id: request.id,
  label: request.kind,
})

/**
 * The one place where the GDPR events happen (docs/security.md, "GDPR requests and consent"):
 * an export made, a contact erased, a request registered or answered, a consent recorded by the
 * staff. The audit trail writes its entries here (docs/security.md, "Audit trail"), in the
 * transaction given when there is one (the erasure's, the register's, the consent's), so that an
 * entry and its change commit together. The request's user, IP and browser come from the request
 * (AuditService); the contact is named by its id only: an erased person's name is not written
 * again.
 */
export const GdprTrail = {
  async exportMade(_actor: GdprActor, contact: Contact, format: 'json' | 'page') {
    await AuditService.record({
      action: 'export',
      record: { type: 'contact', id: contact.id },
      details: { what: 'gdpr_export' satisfies AuditExportWhat, format },
      communityId: contact.communityId,
    })
  },
  /**
   * The erasure's own entry is written by the contact's save (withAuditTrail: `gdpr_erase`, the
   * emptied fields named, their values not); a member's own erasure, which the model's hooks do
   * not record, writes the same entry here, with the member's uid in `details`. The contact's
   * earlier entries lose their label and their fields' values (names kept), in the erasure's
   * transaction: the one update the audit trail's trigger allows, on an erased contact's entries
   * only (docs/decisions.md).
   */
  async contactErased(
    actor: GdprActor,
    contact: Contact,
    trx: TransactionClientContract,
    emptied: string[]
  ) {
    if (actor.memberUid) {
      await AuditService.record({
        action: 'gdpr_erase',
        record: { type: 'contact', id: contact.id, label: null },
        changes: Object.fromEntries(emptied.map((field) => [field, [null, null]])),
        details: byMember(actor),
        communityId: contact.communityId,
        actor: auditActor(actor),
        client: trx,
      })
    }
    await GdprTrail.redactContacts([contact.id], trx)
  },
  /**
   * The contacts' audit entries keep what happened, not who it was: their labels and their
   * fields' values nulled (the names stay). The database allows it only for an erased contact
   * or one whose row is gone (migrations 1765600000100 and 1765700000040). `exceptAction`: the
   * entries of that action stay as written (a delete's own entry, which names no one).
   */
  async redactContacts(ids: number[], trx: TransactionClientContract, exceptAction?: string) {
    if (!ids.length) return
    const entries = trx
      .from('audit_entries')
      .where('record_type', 'contact')
      // One array parameter: many ids may be more than a statement's parameters.
      .whereRaw('record_id = any(?::bigint[])', [ids])
    await GdprTrail.redact(entries, trx, exceptAction)
  },

  /**
   * The contacts `contacts` finds go with `remove` (their delete, or their community's), then
   * their entries are redacted: their ids stay in the database meanwhile (a temporary table), never
   * read into memory, however many there are (a community's, an import's).
   */
  async removeContacts(
    contacts: ModelQueryBuilderContract<typeof Contact>,
    trx: TransactionClientContract,
    remove: () => Promise<unknown>
  ) {
    await trx.rawQuery('drop table if exists removed_contacts')
    await trx.rawQuery(
      `create temporary table removed_contacts on commit drop as ${contacts.clone().select('contacts.id').toQuery()}`
    )
    await remove()
    const entries = trx
      .from('audit_entries')
      .where('record_type', 'contact')
      .whereIn('record_id', trx.from('removed_contacts').select('id'))
    await GdprTrail.redact(entries, trx)
  },

  /** The entries' labels and values nulled, those of `exceptAction` kept as written. */
  async redact(
    entries: ReturnType<TransactionClientContract['from']>,
    trx: TransactionClientContract,
    exceptAction?: string
  ) {
    entries.where((query) =>
      query
        .whereNotNull('record_label')
        .orWhereRaw('changes is distinct from audit_redacted_changes(changes)')
    )
    if (exceptAction) entries.whereNot('action', exceptAction)
    await entries.update({
      record_label: null,
      changes: trx.raw('audit_redacted_changes(changes)'),
    })
  },

  /** On the contact's timeline: what was recorded (given or withdrawn, basis, source, text version). */
  async consentRecorded(
    _actor: GdprActor,
    consent: MarketingConsent,
    trx: TransactionClientContract
  ) {
    await AuditService.record({
      action: 'marketing_consent',
      record: { type: 'contact', id: consent.contactId },
      details: {
        given: consent.given,
        basis: consent.basis,
        source: consent.source,
        text_version: consent.textVersion,
      },
      communityId: consent.communityId,
      client: trx,
    })
  },
  async requestRegistered(actor: GdprActor, request: GdprRequest, trx?: TransactionClientContract) {
    await AuditService.record({
      action: 'gdpr_request',
      record: requestRecord(request),
      details: {
        kind: request.kind,
        received_on: request.receivedOn.toISODate(),
        due_on: request.dueOn.toISODate(),
        ...byMember(actor),
      },
      organizationId: request.organizationId,
      communityId: request.communityId,
      actor: auditActor(actor),
      client: trx,
    })
  },
  async requestDone(actor: GdprActor, request: GdprRequest, trx?: TransactionClientContract) {
    await AuditService.record({
      action: 'gdpr_request_done',
      record: requestRecord(request),
      details: {
        kind: request.kind,
        received_on: request.receivedOn.toISODate(),
        ...byMember(actor),
      },
      organizationId: request.organizationId,
      communityId: request.communityId,
      actor: auditActor(actor),
      client: trx,
    })
  },
}
