import { DateTime } from 'luxon'
import Member from '#models/member'
import type CommunityMember from '#models/community_member'

/** What staff do to a member (docs/members.md, "What the org-admin sees"). */
export class CommunityMemberService {
  /**
   * Ends every session of the account: all its device tokens go (one account for the platform,
   * so every community's); the app signs in again. Answers how many devices were signed out.
   */
  static endSessions(member: Member) {
    return Member.accessTokens.deleteAll(member)
  }

  /** Blocked in this community: the member's requests to it answer 401 from now on (memberCommunity). */
  static block(membership: CommunityMember, userId: number) {
    return membership.merge({ blockedAt: DateTime.now(), blockedBy: userId }).save()
  }

  static unblock(membership: CommunityMember) {
    return membership.merge({ blockedAt: null, blockedBy: null }).save()
  }
}
