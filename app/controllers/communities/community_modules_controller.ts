import type { HttpContext } from '@adonisjs/core/http'
import Module from '#models/module'
import CommunityPolicy from '#policies/community_policy'
import { CommunityService } from '#services/communities/community_service'
import { communityModuleValidator } from '#validators/communities/communities'

export default class CommunityModulesController {
  async store({ request, response, session, bouncer, tenant, params, i18n }: HttpContext) {
    const community = await tenant.findCommunity(params.uid)
    await bouncer.with(CommunityPolicy).authorize('manage', community)
    const data = await request.validateUsing(communityModuleValidator)
    const module = await Module.findOrFail(data.module_id)
    await CommunityService.setModule(community, module, data.isActive)
    session.flash(
      'success',
      i18n.t(`communities.modules.${data.isActive ? 'enabled' : 'disabled'}`, {
        module: module.name,
        community: community.name,
      })
    )
    return response.redirect().withQs().back()
  }
}
