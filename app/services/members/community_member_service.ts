import { DateTime } from 'luxon'
import Member from '#models/member'
import type CommunityMember from '#models/community_member'
import { AuditService } from '#services/audit/audit_service'

/** What staff do to a member (docs/members.md, "What the org-admin sees"). */
export class CommunityMemberService {
  /**
   * Ends every session of the account: all its device tokens go (one account for the platform,
   * so every community's); the app signs in again. Answers how many devices were signed out.
   */
  /**
   * Every device of the member signed out; written to the audit trail (on the contact's
   * timeline when ended from a contact's page). The token provider deletes outside a
   * transaction of ours: the entry follows the deletion.
   */
  static async endSessions(
    member: Member,
    contact?: { id: number; communityId: number; fullName: string }
  ) {
    const count = Number(await Member.accessTokens.deleteAll(member))
    if (count) {
      await AuditService.record({
        action: 'device_revoke',
        record: contact
          ? { type: 'contact', id: contact.id, label: contact.fullName }
          : { type: 'member_device', id: member.id, label: member.email },
        details: { devices: count },
        communityId: contact?.communityId ?? null,
      })
    }
    return count
  }

  /** Blocked in this community: the member's requests to it answer 401 from now on (memberCommunity). */
  static block(membership: CommunityMember, userId: number) {
    return membership.merge({ blockedAt: DateTime.now(), blockedBy: userId }).save()
  }

  static unblock(membership: CommunityMember) {
    return membership.merge({ blockedAt: null, blockedBy: null }).save()
  }
}
