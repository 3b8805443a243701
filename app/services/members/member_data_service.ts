import i18nManager from '@adonisjs/i18n/services/main'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Bid from '#models/bid'
import CommunityMember from '#models/community_member'
import Community from '#models/community'
import EventRegistration from '#models/event_registration'
import Invoice from '#models/invoice'
import MailboxMessage from '#models/mailbox_message'
import MarketingConsent from '#models/marketing_consent'
import type Member from '#models/member'
import MemberIdentity from '#models/member_identity'
import MemberSignInCode from '#models/member_sign_in_code'
import {
  RegistrationRefused,
  RegistrationService,
} from '#services/event_attendees/registration_service'
import {
  deleteMailboxCopies,
  eraseContactData,
  recordErasureRequest,
} from '#services/gdpr/contact_erasure'
import type { GdprActor } from '#services/gdpr/gdpr_trail'
import { memberContacts } from '#services/members/member_data'
import { ORG_TIME_ZONE } from '#shared/time_zone'

/** The states that hold a place or a place in line: cancelled first, so the place passes on. */
const ACTIVE = new Set(['held', 'confirmed', 'waiting', 'offered'])

/** What an erasure did and what it kept, for the answer (docs/members.md, "Erasure"). */
export interface ErasureOutcome {
  erasedAt: DateTime
  registrations: number
  contacts: number
  invoicesKept: number
  bidsKept: number
}

/** The member's own data: marketing consent and the erasure of the account. */
export class MemberDataService {
  /**
   * Marketing consent given or withdrawn (Legea 506/2004): a new row each time, with the text
   * version the app showed, when and from which IP address; the latest row is the state.
   */
  static async recordConsent(
    membership: CommunityMember,
    input: { given: boolean; text_version: string },
    ip: string
  ) {
    return MarketingConsent.create({
      communityId: membership.communityId,
      contactId: membership.contactId,
      given: input.given,
      textVersion: input.text_version,
      source: 'member',
      ip,
      at: DateTime.now(),
    })
  }

  /**
   * The registrations of events not ended that hold a place or a place in line are cancelled as
   * the person's cancel link does (their places go to the waiting list), before an erasure
   * deletes them: the member's own erasure and a contact's (docs/security.md).
   */
  static async cancelBeforeErasure(registrations: EventRegistration[], now: DateTime<true>) {
    for (const registration of registrations) {
      if (ACTIVE.has(registration.status) && registration.event.endAt > now) {
        // Checked in or ended meanwhile: nothing to free; it is deleted with the rest.
        await RegistrationService.cancel(registration, 'attendee', now).catch((error) => {
          if (!(error instanceof RegistrationRefused)) throw error
        })
      }
    }
  }

  /**
   * The account's part of an erasure, in the caller's transaction: every membership, sign-in
   * method, code, token and the in-app mailbox's copies of what was sent to them deleted, the
   * personal fields emptied and `erased_at` set (the row stays as the proof of the request).
   */
  static async eraseAccount(member: Member, trx: TransactionClientContract, now: DateTime) {
    const email = member.email
    await CommunityMember.query({ client: trx }).where('member_id', member.id).delete()
    await MemberIdentity.query({ client: trx }).where('member_id', member.id).delete()
    await MemberSignInCode.query({ client: trx })
      .where((codes) => {
        codes.where('member_id', member.id)
        if (email) codes.orWhereRaw('lower(email) = ?', [email])
      })
      .delete()
    await member.related('deviceTokens').query().useTransaction(trx).delete()
    // The in-app mailbox's copies of what was sent to them (codes, registrations' e-mails).
    if (email) {
      await MailboxMessage.query({ client: trx }).whereRaw('lower("to") = ?', [email]).delete()
    }
    member.merge({
      email: null,
      emailVerifiedAt: null,
      firstName: null,
      lastName: null,
      phoneNumber: null,
      erasedAt: now,
    })
    await member.useTransaction(trx).save()
  }

  /**
   * Erases the account (docs/members.md, "Erasure"). First the registrations of events not ended
   * are cancelled as the person's cancel link does (their places go to the waiting list); then,
   * in one transaction: the registrations and tickets deleted; the member's contacts in every
   * community erased as the staff's erasure erases a contact (`eraseContactData`: lists,
   * segments, quiz answers, quests and consents deleted, personal data replaced, the audit
   * trail's entries about them redacted, the erasure's own entry written without the member's
   * data), each community's register given the request, done; the dev mailbox's copies of what
   * was sent to them and the account (`eraseAccount`) deleted. Kept: the invoices where they are
   * the buyer, which hold their own copy of the buyer (the law keeps them), and the auction's
   * bids, on the erased contacts.
   */
  static async erase(member: Member): Promise<ErasureOutcome> {
    const now = DateTime.now()
    const memberships = await CommunityMember.query().where('member_id', member.id)
    const communityIds = memberships.map((membership) => membership.communityId)
    const registrations = await EventRegistration.ofMember(member, communityIds).preload('event')
    await MemberDataService.cancelBeforeErasure(registrations, now)
    const perCommunity = await Promise.all(
      memberships.map((membership) =>
        memberContacts(membership, member.email).whereNull('contacts.erased_at')
      )
    )
    const contacts = perCommunity.flat()
    const contactIds = contacts.map((contact) => contact.id)
    const [invoicesByCommunity, bidsKept, communities] = await Promise.all([
      member.email
        ? Invoice.ofBuyer({ email: member.email, contactIds }, communityIds)
            .select('invoices.community_id')
            .count('* as total')
            .groupBy('invoices.community_id')
            .pojo<{ community_id: number; total: string }>()
        : [],
      Bid.query()
        .whereIn('contact_id', contactIds)
        .count('* as total')
        .pojo<{ total: string }>()
        .then(([row]) => Number(row.total)),
      Community.query().whereIn('id', communityIds).select('id', 'organization_id'),
    ])
    const invoicesIn = new Map(
      invoicesByCommunity.map((row) => [row.community_id, Number(row.total)])
    )
    const actor: GdprActor = { userId: null, memberUid: member.uid }
    const i18n = i18nManager.locale(i18nManager.defaultLocale)
    // Captured before they are emptied: the dev mailbox's copies sent to them go too.
    const addresses = [
      member.email,
      ...contacts.map((contact) => contact.email),
      ...registrations.map((registration) => registration.email),
    ]
    await db.transaction(async (trx) => {
      // The registrations' own rows (name, e-mail, phone) and their tickets (cascade).
      await EventRegistration.ofMember(member, communityIds).useTransaction(trx).delete()
      for (const contact of contacts) await eraseContactData(contact, actor, now, trx)
      for (const community of communities) {
        const theirs = contacts.filter((contact) => contact.communityId === community.id)
        const membership = memberships.find((row) => row.communityId === community.id)
        const named = theirs.find((contact) => contact.id === membership?.contactId) ?? theirs[0]
        if (!named) continue
        const invoices = invoicesIn.get(community.id) ?? 0
        const note = [
          i18n.t('gdpr.erase.by_member'),
          invoices ? i18n.t('gdpr.erase.kept_invoices', { count: invoices }) : '',
        ]
        await recordErasureRequest(
          { organizationId: community.organizationId, contact: named },
          {
            requesterName: i18n.t('gdpr.erase.member_requester'),
            receivedOn: now.setZone(ORG_TIME_ZONE).startOf('day'),
            note: note.filter(Boolean).join('\n'),
          },
          actor,
          trx
        )
      }
      await deleteMailboxCopies(addresses, trx)
      await MemberDataService.eraseAccount(member, trx, now)
    })
    return {
      erasedAt: now,
      registrations: registrations.length,
      contacts: contactIds.length,
      invoicesKept: [...invoicesIn.values()].reduce((sum, total) => sum + total, 0),
      bidsKept,
    }
  }
}
