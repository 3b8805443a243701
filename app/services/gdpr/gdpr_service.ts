import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import CommunityMember from '#models/community_member'
import type Contact from '#models/contact'
import EventRegistration from '#models/event_registration'
import GdprRequest, { type GdprRequestKind } from '#models/gdpr_request'
import MarketingConsent, { type ConsentBasis, type ConsentSource } from '#models/marketing_consent'
import type { TenantContext } from '#services/shared/tenant_context'
import { MemberDataService } from '#services/members/member_data_service'
import {
  invoicesOfContact,
  membershipsOfContact,
  registrationsOfContact,
} from '#services/gdpr/contact_data'
import {
  deleteMailboxCopies,
  dueOn,
  eraseContactData,
  recordErasureRequest,
} from '#services/gdpr/contact_erasure'
import { GdprTrail, type GdprActor } from '#services/gdpr/gdpr_trail'
import { ORG_TIME_ZONE } from '#shared/time_zone'

export type OrganizationTenant = TenantContext & { organization: { id: number } }
type Tenant = OrganizationTenant

/** The tenant area's tenant: an org-admin always has an organization there. */
export function organizationTenant(tenant: TenantContext): OrganizationTenant {
  if (!tenant.organization) throw new Error('An organization is needed for the GDPR screens.')
  return tenant as OrganizationTenant
}

/** What an erasure did and kept, for its message and the register's note. */
export interface ContactErasure {
  erasedAt: DateTime
  registrations: number
  /** `erased`: the account was the member's only one here; `unlinked`: it stays for the others. */
  memberAccounts: { erased: number; unlinked: number }
  invoicesKept: number
  request: GdprRequest
}

const day = (value: Date | DateTime) =>
  (value instanceof Date ? DateTime.fromJSDate(value) : value).setZone(ORG_TIME_ZONE, {
    keepLocalTime: value instanceof Date,
  })

export class GdprService {
  /**
   * Registers a request (docs/security.md, "GDPR requests and consent"): due one month after
   * receipt. The contact, when named, is the current community's.
   */
  static async register(
    tenant: Tenant,
    input: {
      kind: GdprRequestKind
      requester_name: string
      requester_email?: string
      received_on: Date
      contact_id?: number
      note?: string
    },
    actor: GdprActor
  ) {
    const receivedOn = day(input.received_on).startOf('day')
    return db.transaction(async (trx) => {
      const request = await GdprRequest.create(
        {
          organizationId: tenant.organization.id,
          communityId: input.contact_id ? tenant.communityId : null,
          contactId: input.contact_id ?? null,
          kind: input.kind,
          requesterName: input.requester_name,
          requesterEmail: input.requester_email ?? null,
          receivedOn,
          dueOn: dueOn(receivedOn),
          note: input.note ?? '',
          createdBy: actor.userId,
        },
        { client: trx }
      )
      await GdprTrail.requestRegistered(actor, request, trx)
      return request
    })
  }

  /** Answered: when and by whom, and the note when one is given. Already done: false. */
  static async markDone(request: GdprRequest, note: string | undefined, actor: GdprActor) {
    if (request.doneAt) return false
    await db.transaction(async (trx) => {
      request.useTransaction(trx)
      request.merge({ doneAt: DateTime.now(), doneBy: actor.userId })
      if (note) request.note = note
      await request.save()
      await GdprTrail.requestDone(actor, request, trx)
    })
    return true
  }

  /** Consent given or withdrawn, recorded by the staff: a new row, never an edit, and its audit entry. */
  static recordConsent(
    contact: Contact,
    input: { given: boolean; basis: ConsentBasis; source: ConsentSource; text_version: string },
    actor: GdprActor,
    ip: string | null
  ) {
    return db.transaction(async (trx) => {
      const consent = await MarketingConsent.create(
        {
          communityId: contact.communityId,
          contactId: contact.id,
          given: input.given,
          basis: input.basis,
          source: input.source,
          textVersion: input.text_version,
          recordedBy: actor.userId,
          ip,
          at: DateTime.now(),
        },
        { client: trx }
      )
      await GdprTrail.consentRecorded(actor, consent, trx)
      return consent
    })
  }

  /**
   * Erases a contact (GDPR art. 17; docs/security.md, "GDPR requests and consent"). First its
   * registrations of events not ended are cancelled as the cancel link does (their places pass
   * on); then in one transaction: its registrations and tickets, list memberships, segments,
   * quiz answers, quests and consents deleted; the member account behind it erased when this
   * community is its only one (`MemberDataService.eraseAccount`, as the member's own erasure),
   * otherwise only its membership here removed; the dev mailbox's copies of what was sent to it
   * deleted; the contact's personal data replaced and its audit entries redacted (its row stays,
   * type `erased`, for the invoices' bids; `eraseContactData`); the request recorded done in the register (an
   * open erasure request about the contact, or a new one). Kept: the invoices where they are the
   * buyer, which hold their own copy of the buyer (the law keeps them).
   */
  static async erase(
    tenant: Tenant,
    contact: Contact,
    input: { requester_name: string; received_on: Date; note?: string },
    actor: GdprActor,
    i18n: I18n
  ): Promise<ContactErasure> {
    const now = DateTime.now()
    const memberships = await membershipsOfContact(tenant, contact)
    const memberIds = memberships.map((membership) => membership.memberId)
    const registrations = await registrationsOfContact(tenant, contact, memberIds).preload('event')
    await MemberDataService.cancelBeforeErasure(registrations, now)
    const [invoicesKept, elsewhere] = await Promise.all([
      invoicesOfContact(contact)
        .count('* as total')
        .pojo<{ total: string }>()
        .then(([row]) => Number(row.total)),
      // The account is the platform's: its memberships in other communities are not this
      // tenant's rows, only counted to know whether the account is used elsewhere.
      memberIds.length
        ? CommunityMember.query()
            .whereIn('member_id', memberIds)
            .whereNotIn(
              'id',
              memberships.map((membership) => membership.id)
            )
            .select('member_id')
            .pojo<{ member_id: number }>()
        : [],
    ])
    const usedElsewhere = new Set(elsewhere.map((row) => row.member_id))
    const memberAccounts = { erased: 0, unlinked: 0 }
    const receivedOn = day(input.received_on).startOf('day')
    // Captured before the e-mail is emptied: the dev mailbox's copies sent to them go too.
    const addresses = [contact.email, ...registrations.map((registration) => registration.email)]
    const request = await db.transaction(async (trx) => {
      await EventRegistration.forTenant(tenant)
        .useTransaction(trx)
        .whereIn(
          'id',
          registrations.map((registration) => registration.id)
        )
        .delete()
      for (const membership of memberships) {
        if (usedElsewhere.has(membership.memberId)) {
          await CommunityMember.forTenant(tenant)
            .useTransaction(trx)
            .where('id', membership.id)
            .delete()
          memberAccounts.unlinked++
        } else if (!membership.member.erasedAt) {
          await MemberDataService.eraseAccount(membership.member, trx, now)
          memberAccounts.erased++
        }
      }
      await deleteMailboxCopies(addresses, trx)
      await eraseContactData(contact, actor, now, trx)
      const kept = invoicesKept ? i18n.t('gdpr.erase.kept_invoices', { count: invoicesKept }) : ''
      const note = [input.note, kept].filter(Boolean).join('\n')
      return recordErasureRequest(
        { organizationId: tenant.organization.id, contact },
        { requesterName: input.requester_name, receivedOn, note },
        actor,
        trx
      )
    })
    return {
      erasedAt: now,
      registrations: registrations.length,
      memberAccounts,
      invoicesKept,
      request,
    }
  }
}
