import type { HttpContext } from '@adonisjs/core/http'
import Module from '#models/module'
import { NotFoundException } from '#exceptions/http_errors'
import CommunityPolicy from '#policies/community_policy'
import { switchCommunityValidator } from '#validators/communities/communities'

/** Tenant pages that exist only with the events module. */
const EVENTS_MODULE_PATHS = /^\/(events|community\/settings|community\/styles)(\/|$)/

/** Back to the page the switch was made on, unless it needs a module the new community lacks. */
export default class CommunitySwitchController {
  async store({ request, response, session, bouncer, tenant, i18n }: HttpContext) {
    const data = await request.validateUsing(switchCommunityValidator)
    const community = await tenant.findCommunity(data.community)
    if (await bouncer.with(CommunityPolicy).denies('switchTo', community)) {
      throw new NotFoundException(i18n.t('errors.not_found'))
    }
    session.put('community_id', community.id)
    session.flash('success', i18n.t('communities.switched', { name: community.name }))

    const redirect = response.redirect()
    const back = new URL(redirect.getPreviousUrl('/'), 'http://back-office')
    await community.load('modules')
    const hasEvents = community.modules.some((module) => module.slug === Module.EVENTS)
    if (!hasEvents && EVENTS_MODULE_PATHS.test(back.pathname)) return redirect.toPath('/')
    return redirect.withQs().back()
  }
}
