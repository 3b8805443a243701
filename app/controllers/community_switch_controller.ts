import type { HttpContext } from '@adonisjs/core/http'
import { NotFoundException } from '#exceptions/http_errors'
import CommunityPolicy from '#policies/community_policy'
import { switchCommunityValidator } from '#validators/communities'

/**
 * POST /community/switch (org-admins): the community the tenant area works
 * on from now on (TenantContext reads it from the session). Another
 * organization's community does not exist for them (404).
 */
export default class CommunitySwitchController {
  async store({ request, response, session, bouncer, tenant, i18n }: HttpContext) {
    const data = await request.validateUsing(switchCommunityValidator)
    const community = await tenant.findCommunity(data.community)
    if (await bouncer.with(CommunityPolicy).denies('switchTo', community)) {
      throw new NotFoundException(i18n.t('messages.errors.not_found'))
    }
    session.put('community_id', community.id)
    session.flash('success', i18n.t('messages.communities.switched', { name: community.name }))
    return response.redirect().withQs().back()
  }
}
