import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Bid from '#models/bid'
import CommunityMember from '#models/community_member'
import Contact from '#models/contact'
import EventRegistration from '#models/event_registration'
import Invoice from '#models/invoice'
import MailboxMessage from '#models/mailbox_message'
import MarketingConsent from '#models/marketing_consent'
import type Member from '#models/member'
import MemberIdentity from '#models/member_identity'
import MemberSignInCode from '#models/member_sign_in_code'
import { communityScope } from '#models/mixins/with_tenant_scope'
import {
  RegistrationRefused,
  RegistrationService,
} from '#services/event_attendees/registration_service'
import { memberContacts } from '#services/members/member_data'

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
   * in one transaction: the registrations and tickets, the member's contacts in every community
   * (with their lists, segments, quiz answers, quests and consents, which cascade), the
   * memberships, sign-in methods, codes, tokens and the in-app mailbox's copies of the e-mails sent
   * to them are deleted, and the account's personal fields
   * emptied (its row stays, with `erased_at`). Kept: the invoices where they are the buyer, which
   * hold their own copy of the buyer (the law keeps them), and the auction's bids, unlinked.
   */
  static async erase(member: Member): Promise<ErasureOutcome> {
    const now = DateTime.now()
    const memberships = await CommunityMember.query().where('member_id', member.id)
    const communityIds = memberships.map((membership) => membership.communityId)
    const registrations = await EventRegistration.ofMember(member, communityIds).preload('event')
    await MemberDataService.cancelBeforeErasure(registrations, now)
    const perCommunity = await Promise.all(
      memberships.map((membership) =>
        memberContacts(membership, member.email).select('contacts.id', 'contacts.community_id')
      )
    )
    const contacts = perCommunity.flat()
    const contactIds = contacts.map((contact) => contact.id)
    const [invoicesKept, bidsKept] = member.email
      ? await Promise.all([
          Invoice.ofBuyer({ email: member.email, contactIds }, communityIds)
            .count('* as total')
            .pojo<{ total: string }>()
            .then(([row]) => Number(row.total)),
          Bid.query()
            .whereIn('contact_id', contactIds)
            .count('* as total')
            .pojo<{ total: string }>()
            .then(([row]) => Number(row.total)),
        ])
      : [0, 0]
    await db.transaction(async (trx) => {
      // The registrations' own rows (name, e-mail, phone) and their tickets (cascade).
      await EventRegistration.ofMember(member, communityIds).useTransaction(trx).delete()
      for (const membership of memberships) {
        await Contact.forTenant(communityScope(membership.communityId))
          .useTransaction(trx)
          .whereIn(
            'id',
            contacts.filter((c) => c.communityId === membership.communityId).map((c) => c.id)
          )
          .delete()
      }
      await MemberDataService.eraseAccount(member, trx, now)
    })
    return {
      erasedAt: now,
      registrations: registrations.length,
      contacts: contactIds.length,
      invoicesKept,
      bidsKept,
    }
  }
}
