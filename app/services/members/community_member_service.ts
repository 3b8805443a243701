import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Member from '#models/member'
import MemberAccessToken from '#models/member_access_token'
import type CommunityMember from '#models/community_member'
import { AuditService } from '#services/audit/audit_service'

type AuditedContact = { id: number; communityId: number; fullName: string }

/** What staff do to a member (docs/members.md, "What the org-admin sees"). */
export class CommunityMemberService {
  /**
   * Every device of the member signed out (one account for the platform, so every community's
   * tokens go; the app signs in again), and the audit entry in the same transaction (on the
   * contact's timeline when ended from a contact's page). Answers how many devices went.
   */
  static async endSessions(
    member: Member,
    contact?: { id: number; communityId: number; fullName: string }
  ) {
    return db.transaction(async (trx) => {
      const [deleted] = await MemberAccessToken.query({ client: trx })
        .where('tokenable_id', member.id)
        .delete()
      const count = Number(deleted ?? 0)
      if (count) {
        await AuditService.record({
          action: 'device_revoke',
          record: contact
            ? { type: 'contact', id: contact.id, label: contact.fullName }
            : { type: 'member_device', id: member.id, label: member.uid },
          details: { devices: count },
          communityId: contact?.communityId ?? null,
          client: trx,
        })
      }
      return count
    })
  }

  /** Blocked in this community: the member's requests to it answer 401 from now on (memberCommunity). */
  static block(membership: CommunityMember, contact: AuditedContact, userId: number) {
    return this.setBlocked(membership, contact, 'member_block', DateTime.now(), userId)
  }

  static unblock(membership: CommunityMember, contact: AuditedContact) {
    return this.setBlocked(membership, contact, 'member_unblock', null, null)
  }

  /** The membership's block and its entry on the contact's timeline, in one transaction. */
  private static async setBlocked(
    membership: CommunityMember,
    contact: AuditedContact,
    action: 'member_block' | 'member_unblock',
    blockedAt: DateTime | null,
    blockedBy: number | null
  ) {
    const before = membership.blockedAt?.toISO() ?? null
    await db.transaction(async (trx) => {
      membership.useTransaction(trx)
      await membership.merge({ blockedAt, blockedBy }).save()
      await AuditService.record({
        action,
        record: { type: 'contact', id: contact.id, label: contact.fullName },
        changes: { blocked_at: [before, blockedAt?.toISO() ?? null] },
        communityId: membership.communityId,
        client: trx,
      })
    })
  }
}
