import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Community from '#models/community'
import type Member from '#models/member'
import CommunityMember from '#models/community_member'
import Contact from '#models/contact'
import EventRegistration from '#models/event_registration'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { MemberUnauthorized } from '#exceptions/member_unauthorized'

/** A community as the member's list shows it. */
export function memberCommunityJson(membership: CommunityMember) {
  return {
    slug: membership.community.slug,
    name: membership.community.name,
    joined_at: membership.joinedAt.toUTC().toISO(),
  }
}

/**
 * Joining refused: the community's contact of the member's e-mail is another member's (who
 * joined, then changed e-mail). Contacts are unique by e-mail in a community, so there is no
 * second one to make; the staff correct that contact's e-mail first (docs/decisions.md).
 */
export class ContactOfAnotherMember extends Error {
  constructor() {
    super('the e-mail’s contact is another member’s')
  }
}

/**
 * The contact a joining member becomes in the community: the contacts screen's contact of their
 * verified e-mail; else a new one. An event's contact of that e-mail (type event_contact: the
 * event's organiser, deleted with the event) is never the member's: they get a contact of their own.
 * A contact another member's membership (any state) points at is never shared: refused.
 */
async function contactOf(community: Community, member: Member, trx: TransactionClientContract) {
  const scoped = () => Contact.forTenant(communityScope(community.id)).useTransaction(trx)
  if (member.email) {
    // Raw: the unique index's expression, lower(email).
    const found = await scoped()
      .where('type', 'contact')
      .whereRaw('lower(email) = ?', [member.email.toLowerCase()])
      .first()
    if (found) {
      const taken = await CommunityMember.forTenant(communityScope(community.id))
        .useTransaction(trx)
        .where('contact_id', found.id)
        .whereNot('member_id', member.id)
        .first()
      if (taken) throw new ContactOfAnotherMember()
      return found
    }
  }
  return Contact.create(
    {
      communityId: community.id,
      firstName: member.firstName ?? '',
      lastName: member.lastName ?? '',
      email: member.email,
      phoneNumber: member.phoneNumber,
      extraData: {},
      type: 'contact',
    },
    { client: trx }
  )
}

interface Joined {
  membership: CommunityMember
  created: boolean
}

/** One try at joining, in a transaction (see MemberCommunityService.join). */
function joinOnce(community: Community, member: Member): Promise<Joined> {
  return db.transaction(async (trx) => {
    const existing = await CommunityMember.forTenant(communityScope(community.id))
      .useTransaction(trx)
      .where('member_id', member.id)
      .forUpdate()
      .first()
    if (existing?.blockedAt) throw new MemberUnauthorized('blocked')
    let membership = existing
    let created = false
    if (!membership) {
      const contact = await contactOf(community, member, trx)
      membership = await CommunityMember.create(
        {
          communityId: community.id,
          memberId: member.id,
          contactId: contact.id,
          joinedAt: DateTime.now(),
        },
        { client: trx }
      )
      created = true
    } else if (membership.leftAt) {
      membership.merge({ leftAt: null, joinedAt: DateTime.now() })
      await membership.useTransaction(trx).save()
      created = true
    }
    if (member.email) {
      await EventRegistration.forTenant(communityScope(community.id))
        .useTransaction(trx)
        .whereRaw('lower(email) = ?', [member.email.toLowerCase()])
        .whereNull('member_id')
        .update({ member_id: member.id })
    }
    membership.$setRelated('community', community)
    return { membership, created }
  })
}

/**
 * Joining and leaving a community (docs/members.md, "Communities"). A member joins any
 * community; blocked there, they cannot come back; a left member joins again.
 */
export class MemberCommunityService {
  /** The communities the member is in (not left), the first joined first. */
  static async list(member: Member) {
    const memberships = await CommunityMember.ofMember(member.id)
      .whereNull('left_at')
      .preload('community')
      .orderBy('joined_at')
      .orderBy('id')
    return memberships.map(memberCommunityJson)
  }

  /**
   * Joins the community: the membership, linked to the contact of the member's e-mail (or a new
   * one); the community's earlier registrations of that e-mail become the member's. Blocked: 401.
   * The e-mail's contact another member's: ContactOfAnotherMember, nothing written.
   * `created` is false when the member was in it already.
   */
  static async join(community: Community, member: Member): Promise<Joined> {
    try {
      return await joinOnce(community, member)
    } catch (error) {
      // The same member joining twice at once, or the e-mail's contact created meanwhile (a
      // registration): the second try finds what the first wrote.
      if ((error as { code?: string }).code !== '23505') throw error
      return joinOnce(community, member)
    }
  }

  /** Leaves the community: the membership stays, marked left; the contact stays the community's. */
  static async leave(membership: CommunityMember) {
    membership.leftAt = DateTime.now()
    await membership.save()
  }
}
