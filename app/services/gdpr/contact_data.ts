import type { DateTime } from 'luxon'
import Community from '#models/community'
import CommunityMember from '#models/community_member'
import type Contact from '#models/contact'
import ContactImport from '#models/contact_import'
import EventRegistration from '#models/event_registration'
import GdprRequest from '#models/gdpr_request'
import Invoice from '#models/invoice'
import MarketingConsent from '#models/marketing_consent'
import MemberIdentity from '#models/member_identity'
import QuestCompletion from '#models/quest_completion'
import QuizResponse from '#models/quiz_response'
import { communityScope, type TenantScope } from '#models/mixins/with_tenant_scope'
import { recordTimeline } from '#services/audit/audit_log'
import { devicesOf, segmentWaysOf } from '#services/members/contact_member_panel'
import { memberJson } from '#services/members/member_accounts'
import {
  consentJson,
  contactFieldsJson,
  identityJson,
  invoiceJson,
  questCompletionJson,
  questsOf,
} from '#services/members/member_data'

const iso = (value: DateTime | null | undefined) => value?.toISO() ?? null

/** A value as the audit trail stored it (JSON). */
type Stored = string | number | boolean | null | Stored[] | { [key: string]: Stored }

/**
 * The invoices and credit notes where the contact is the buyer in its community: their e-mail on
 * the buyer, or a bid of the contact (the member's export reads them the same way).
 */
export function invoicesOfContact(contact: Contact) {
  if (contact.email) {
    return Invoice.ofBuyer({ email: contact.email, contactIds: [contact.id] }, [
      contact.communityId,
    ])
  }
  return Invoice.forTenant(communityScope(contact.communityId)).whereHas('bid', (bid) =>
    bid.where('bids.contact_id', contact.id)
  )
}

/**
 * The registrations of the contact in its community: linked to the contact or to its member, or
 * made with its e-mail (an event's registration keeps its own name, e-mail and phone).
 */
export function registrationsOfContact(tenant: TenantScope, contact: Contact, memberIds: number[]) {
  return EventRegistration.forTenant(tenant).where((theirs) => {
    theirs.where('event_registrations.contact_id', contact.id)
    if (memberIds.length) theirs.orWhereIn('event_registrations.member_id', memberIds)
    if (contact.email) {
      theirs.orWhereRaw('lower(event_registrations.email) = ?', [contact.email.toLowerCase()])
    }
  })
}

/** The members linked to the contact in its community (the Membru panel shows the latest). */
export function membershipsOfContact(tenant: TenantScope, contact: Contact) {
  return CommunityMember.forTenant(tenant)
    .where('contact_id', contact.id)
    .preload('member')
    .orderBy('joined_at')
    .orderBy('id')
}

/**
 * Everything the community holds about a contact (GDPR art. 15 and 20; docs/security.md, "GDPR
 * requests and consent"): the fields, the lists (when and by which import each membership
 * came), the segments and how each was reached, the imports that brought them, the
 * registrations and tickets, the member account (its sign-in methods and devices, never a token
 * or its hash), the quiz answers, the quests done, the invoices where they are the buyer, the
 * marketing consent history, the register's requests about them and the audit trail's entries
 * about their record (what was done and when, the fields before → after; not the staff's IP or
 * browser, nor the exports of these data, which each visit would add). The member's parts are
 * read as the member's own export reads them (`member_data.ts`).
 */
export async function contactDataExport(tenant: TenantScope, contact: Contact) {
  const [community, lists, segments, memberships, responses, completions, consents, invoices] =
    await Promise.all([
      Community.findOrFail(contact.communityId),
      contact
        .related('lists')
        .query()
        .pivotColumns(['created_at', 'import_id'])
        .orderBy('contact_lists.id'),
      segmentWaysOf(tenant, [contact.id]),
      membershipsOfContact(tenant, contact),
      QuizResponse.forTenant(tenant)
        .where('contact_id', contact.id)
        .preload('quiz', (quiz) => quiz.select('id', 'name'))
        .preload('answers', (answers) =>
          answers.preload('question', (question) => question.select('id', 'text', 'position'))
        )
        .orderBy('answered_at'),
      QuestCompletion.forTenant(tenant).where('contact_id', contact.id).orderBy('completed_at'),
      MarketingConsent.forTenant(tenant)
        .where('contact_id', contact.id)
        .orderBy('at')
        .orderBy('id'),
      invoicesOfContact(contact).orderBy('id'),
    ])
  const memberIds = memberships.map((membership) => membership.memberId)
  const importIds = new Set<number>()
  if (contact.importId) importIds.add(contact.importId)
  for (const list of lists) {
    const id = list.$extras.pivot_import_id as number | null
    if (id) importIds.add(id)
  }
  for (const consent of consents) if (consent.importId) importIds.add(consent.importId)
  const [registrations, imports, requests, members, quests, entries] = await Promise.all([
    registrationsOfContact(tenant, contact, memberIds)
      .preload('event', (event) => event.select('id', 'uid', 'name', 'start_at', 'end_at'))
      .preload('ticket')
      .orderBy('created_at')
      .orderBy('id'),
    ContactImport.forTenant(tenant)
      .whereIn('imports.id', [...importIds])
      .preload('user')
      .orderBy('created_at'),
    GdprRequest.forTenant(tenant)
      .where('contact_id', contact.id)
      .orderBy('received_on')
      .orderBy('id'),
    Promise.all(memberships.map((membership) => memberOfContact(membership))),
    questsOf(tenant, completions),
    recordTimeline(tenant, 'contact', contact.id, AUDIT_ENTRIES_KEPT).whereNot(
      'audit_entries.action',
      'export'
    ),
  ])
  const importName = (id: number | null | undefined) =>
    imports.find((contactImport) => contactImport.id === id)?.fileName ?? null
  return {
    exported_at: new Date().toISOString(),
    community: { name: community.name, slug: community.slug },
    contact: {
      uid: contact.uid,
      ...contactFieldsJson(contact),
      created_at: iso(contact.createdAt),
      updated_at: iso(contact.updatedAt),
      erased_at: iso(contact.erasedAt),
    },
    lists: lists.map((list) => ({
      title: list.title,
      added_at: toIso(list.$extras.pivot_created_at),
      import: importName(list.$extras.pivot_import_id as number | null),
    })),
    segments: segments.map(({ segment, source, quiz, addedAt }) => ({
      segment: segment.name,
      code: segment.code,
      source,
      quiz: quiz?.name ?? null,
      added_at: addedAt,
    })),
    imports: imports.map((contactImport) => ({
      file_name: contactImport.fileName,
      created_at: iso(contactImport.createdAt),
      by: contactImport.user ? contactImport.user.fullName : null,
      created_the_contact: contactImport.id === contact.importId,
    })),
    registrations: registrations.map((registration) => ({
      uid: registration.uid,
      event: registration.event.name,
      event_start_at: iso(registration.event.startAt),
      first_name: registration.firstName,
      last_name: registration.lastName,
      email: registration.email,
      phone: registration.phone,
      status: registration.status,
      registered_at: iso(registration.createdAt),
      consent_at: iso(registration.consentAt),
      consent_version: registration.consentVersion,
      cancelled_at: iso(registration.cancelledAt),
      ticket: registration.ticket
        ? { code: registration.ticket.code, checked_in_at: iso(registration.ticket.checkedInAt) }
        : null,
    })),
    member_accounts: members,
    quiz_answers: responses.map((response) => ({
      quiz: response.quiz?.name ?? null,
      answered_at: iso(response.answeredAt),
      answers: response.answers.map((answer) => ({
        question: answer.question.text,
        answer: answer.text,
      })),
    })),
    quest_completions: completions.map((completion) => questCompletionJson(completion, quests)),
    invoices: invoices.map(invoiceJson),
    marketing_consents: consents.map((consent) => ({
      ...consentJson(consent),
      basis: consent.basis,
      import: importName(consent.importId),
    })),
    requests: requests.map((request) => ({
      kind: request.kind,
      requester: request.requesterName,
      received_on: request.receivedOn.toISODate(),
      due_on: request.dueOn.toISODate(),
      done_at: iso(request.doneAt),
      note: request.note,
    })),
    audit_entries: entries.reverse().map((entry) => ({
      when: iso(entry.createdAt),
      action: entry.action,
      changes: Object.fromEntries(
        Object.entries(entry.changes?.fields ?? {}).map(([field, [before, after]]) => [
          field,
          { before: (before ?? null) as Stored, after: (after ?? null) as Stored },
        ])
      ),
    })),
  }
}

/** The audit entries an export holds at most (the record's newest). */
const AUDIT_ENTRIES_KEPT = 10_000

export type ContactData = Awaited<ReturnType<typeof contactDataExport>>

const toIso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value ? String(value) : null

/** The member account behind a contact: the account, its sign-in methods and devices. */
async function memberOfContact(membership: CommunityMember) {
  const member = membership.member
  const [identities, devices] = await Promise.all([
    MemberIdentity.query().where('member_id', member.id).orderBy('id'),
    devicesOf(member),
  ])
  return {
    account: { ...memberJson(member), created_at: iso(member.createdAt) },
    joined_at: iso(membership.joinedAt),
    left_at: iso(membership.leftAt),
    blocked_at: iso(membership.blockedAt),
    identities: identities.map(identityJson),
    devices: devices.map((device) => ({
      name: device.name,
      created_at: device.createdAt,
      last_used_at: device.lastUsedAt,
      expires_at: device.expiresAt,
    })),
  }
}

/**
 * The contact page's GDPR panel: the marketing consent history (the latest first: the state),
 * and for an erased contact when it was erased and the register's note (what was kept).
 */
export async function contactGdprPanel(tenant: TenantScope, contact: Contact) {
  const [consents, erasure] = await Promise.all([
    MarketingConsent.forTenant(tenant)
      .where('contact_id', contact.id)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(100),
    contact.erasedAt
      ? GdprRequest.forTenant(tenant)
          .where('contact_id', contact.id)
          .where('kind', 'erasure')
          .whereNotNull('done_at')
          .orderBy('done_at', 'desc')
          .first()
      : null,
  ])
  return {
    erasedAt: iso(contact.erasedAt),
    erasureNote: erasure?.note ?? null,
    consents: consents.map((consent) => ({
      id: consent.id,
      given: consent.given,
      basis: consent.basis,
      source: consent.source,
      textVersion: consent.textVersion,
      at: iso(consent.at)!,
    })),
  }
}

export type ContactGdprPanel = Awaited<ReturnType<typeof contactGdprPanel>>
