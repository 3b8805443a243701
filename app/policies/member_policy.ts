import TenantPolicy from '#policies/tenant_policy'
import type User from '#models/user'
import type CommunityMember from '#models/community_member'

/**
 * What staff may do to a member (docs/members.md). The account is the platform's, so ending its
 * sessions reaches every community: a super-admin may; an org-admin only while the member is in
 * the org-admin's current community (not after they left it). Blocking is the community's own.
 */
export default class MemberPolicy extends TenantPolicy {
  private inCurrentCommunity(membership: CommunityMember) {
    return this.tenant.isOrgAdmin && this.tenant.community?.id === membership.communityId
  }

  endSessions(_user: User, membership: CommunityMember | null) {
    if (this.tenant.isSuperAdmin) return true
    return membership !== null && this.inCurrentCommunity(membership) && !membership.leftAt
  }

  block(_user: User, membership: CommunityMember) {
    return this.inCurrentCommunity(membership) && !membership.blockedAt
  }

  unblock(_user: User, membership: CommunityMember) {
    return this.inCurrentCommunity(membership) && membership.blockedAt !== null
  }
}
