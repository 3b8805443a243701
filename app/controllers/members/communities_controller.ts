import type { HttpContext } from '@adonisjs/core/http'
import Community from '#models/community'
import { ApiNotFound } from '#exceptions/api_not_found'
import {
  ContactOfAnotherMember,
  MemberCommunityService,
  memberCommunityJson,
} from '#services/members/member_community_service'

/** The member's communities: the list, join and leave (docs/members.md, "Communities"). */
export default class CommunitiesController {
  /** GET /api/member/communities */
  async index({ auth }: HttpContext) {
    return { data: await MemberCommunityService.list(auth.use('member').getUserOrFail()) }
  }

  /** POST /api/member/communities/:slug/join: 201 joined (or back), 200 when in it already. */
  async join({ auth, params, response, i18n }: HttpContext) {
    const member = auth.use('member').getUserOrFail()
    // Outside the tenant scope: a community found by its public slug, as the public API does.
    const community = await Community.findBy('slug', String(params.slug))
    if (!community) throw new ApiNotFound('members.communities.not_found')
    try {
      const { membership, created } = await MemberCommunityService.join(community, member)
      return response.status(created ? 201 : 200).json({ data: memberCommunityJson(membership) })
    } catch (error) {
      if (!(error instanceof ContactOfAnotherMember)) throw error
      return response.status(409).json({
        error: 'email_in_use',
        message: i18n.t('members.communities.email_in_use'),
      })
    }
  }

  /** DELETE /api/member/communities/:slug: leaves (the contact stays the community's). */
  async leave({ memberCommunity, response }: HttpContext) {
    await MemberCommunityService.leave(memberCommunity.membership)
    return response.noContent()
  }
}
