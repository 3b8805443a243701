import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import Community from '#models/community'
import CommunityMember from '#models/community_member'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { MemberUnauthorized } from '#exceptions/member_unauthorized'
import { ApiNotFound } from '#exceptions/api_not_found'

/**
 * A member route under `/communities/:slug`: the community exists (404 otherwise) and the signed-in
 * member is in it, not left and not blocked (401 with the reason). Sets `ctx.memberCommunity`.
 * After `memberAuth`. `anyState`: a membership left or blocked passes too (the route refuses what
 * such a member may not do): withdrawing marketing consent must stay as easy as giving it.
 */
export default class MemberCommunityMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { anyState?: boolean } = {}) {
    const member = ctx.auth.use('member').getUserOrFail()
    const community = await Community.findBy('slug', String(ctx.params.slug))
    if (!community) throw new ApiNotFound('members.communities.not_found')
    const membership = await CommunityMember.forTenant(communityScope(community.id))
      .where('member_id', member.id)
      .first()
    if (!membership) throw new MemberUnauthorized('not_a_member')
    if (!options.anyState) {
      if (membership.blockedAt) throw new MemberUnauthorized('blocked')
      if (membership.leftAt) throw new MemberUnauthorized('left')
    }
    ctx.memberCommunity = { community, membership }
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    /** The community of a member route and the member's place in it (member_community_middleware). */
    memberCommunity: { community: Community; membership: CommunityMember }
  }
}
