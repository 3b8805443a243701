import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Contact from '#models/contact'
import GdprRequest from '#models/gdpr_request'
import MailboxMessage from '#models/mailbox_message'
import MarketingConsent from '#models/marketing_consent'
import { communityScope, organizationScope } from '#models/mixins/with_tenant_scope'
import QuestCompletion from '#models/quest_completion'
import QuizResponse from '#models/quiz_response'
import SegmentContact from '#models/segment_contact'
import { GdprTrail, type GdprActor } from '#services/gdpr/gdpr_trail'

/** The name an erased contact keeps: no personal data, the same in every language. */
export const ERASED_NAME = { firstName: 'Contact', lastName: 'șters' }

/** One month after receipt (GDPR art. 12(3)); luxon keeps the month's last day when shorter. */
export const dueOn = (receivedOn: DateTime) => receivedOn.plus({ months: 1 }).startOf('day')

/**
 * The contact's part of an erasure, shared by the staff's (`GdprService.erase`) and the member's
 * own (`MemberDataService.erase`), in the caller's transaction: its list memberships, segments,
 * quiz answers, quests and consents deleted; its personal data replaced (the row stays, type
 * `erased`, for the invoices' bids); the erasure's entry written and its earlier audit entries
 * redacted (`GdprTrail.contactErased`, docs/security.md "Audit trail").
 */
export async function eraseContactData(
  contact: Contact,
  actor: GdprActor,
  now: DateTime,
  trx: TransactionClientContract
) {
  const scope = communityScope(contact.communityId)
  await contact.related('lists').detach(undefined, trx)
  for (const model of [SegmentContact, QuizResponse, QuestCompletion, MarketingConsent]) {
    await model.forTenant(scope).useTransaction(trx).where('contact_id', contact.id).delete()
  }
  contact.useTransaction(trx)
  contact.merge({
    ...ERASED_NAME,
    email: null,
    phoneNumber: null,
    extraData: {},
    address: {},
    type: 'erased',
    importId: null,
    erasedAt: now,
  })
  const emptied = Object.keys(contact.$dirty).map(
    (key) => (contact.constructor as typeof Contact).$getColumn(key)?.columnName ?? key
  )
  await contact.save()
  await GdprTrail.contactErased(actor, contact, trx, emptied)
}

/**
 * The dev mailbox's stored copies (`mailbox_messages`, /mailbox, when SMTP is not configured) of
 * the e-mails sent to these addresses, deleted with the erasure.
 */
export async function deleteMailboxCopies(
  addresses: (string | null | undefined)[],
  trx: TransactionClientContract
) {
  const lower = [...new Set(addresses.filter(Boolean).map((email) => email!.toLowerCase()))]
  if (!lower.length) return
  await MailboxMessage.query({ client: trx })
    .whereRaw(`lower("to") in (${lower.map(() => '?').join(', ')})`, lower)
    .delete()
}

/**
 * The register's entry of an erasure: an open erasure request about the contact is marked done
 * (the note added); otherwise one is recorded, received on the day given, done now.
 */
export async function recordErasureRequest(
  owner: { organizationId: number; contact: Contact },
  input: { requesterName: string; receivedOn: DateTime; note: string },
  actor: GdprActor,
  trx: TransactionClientContract
) {
  const { organizationId, contact } = owner
  const open = await GdprRequest.forTenant(organizationScope(organizationId))
    .useTransaction(trx)
    .where('contact_id', contact.id)
    .where('kind', 'erasure')
    .whereNull('done_at')
    .orderBy('received_on')
    .first()
  const done = { doneAt: DateTime.now(), doneBy: actor.userId }
  if (open) {
    open.useTransaction(trx)
    open.merge({ ...done, note: [open.note, input.note].filter(Boolean).join('\n') })
    await open.save()
    await GdprTrail.requestDone(actor, open, trx)
    return open
  }
  const request = await GdprRequest.create(
    {
      organizationId,
      communityId: contact.communityId,
      contactId: contact.id,
      kind: 'erasure',
      requesterName: input.requesterName,
      requesterEmail: null,
      receivedOn: input.receivedOn,
      dueOn: dueOn(input.receivedOn),
      note: input.note,
      createdBy: actor.userId,
      ...done,
    },
    { client: trx }
  )
  await GdprTrail.requestRegistered(actor, request, trx)
  await GdprTrail.requestDone(actor, request, trx)
  return request
}
