import type { HttpContext } from '@adonisjs/core/http'
import Module from '#models/module'
import { NotFoundException } from '#exceptions/http_errors'
import CommunityPolicy from '#policies/community_policy'
import { switchCommunityValidator } from '#validators/communities/communities'

/** Tenant pages that exist only with the events module (start/routes: module('events-module')). */
const EVENTS_MODULE_PATHS = /^\/(events|community\/settings|community\/styles)(\/|$)/

/**
 * POST /community/switch (org-admins): the community the tenant area works
 * on from now on (TenantContext reads it from the session). Another
 * organization's community does not exist for them (404). Back to the page
 * the switch was made on, unless that page needs a module the new community
 * lacks: then the dashboard.
 */
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
