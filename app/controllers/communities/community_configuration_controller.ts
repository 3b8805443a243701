import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import CommunityTransformer from '#transformers/communities/community_transformer'
import OrganizationTransformer from '#transformers/organizations/organization_transformer'
import { CommunitySettingsService } from '#services/communities/community_settings_service'
import {
  linksValidator,
  otherInfoValidator,
  profileValidator,
} from '#validators/communities/community_settings'

/** One controller for two screens: the super-admin's configuration and the org-admin's settings. */
export default class CommunityConfigurationController {
  private async target({ params, tenant, i18n }: HttpContext) {
    if (params.uid) {
      const community = await tenant.findCommunity(params.uid)
      return {
        community,
        page: 'communities/configuration' as const,
        url: urlFor('communities.configuration', { uid: community.uid }),
      }
    }
    const community = await tenant.currentCommunity(i18n.t('errors.not_found'))
    return { community, page: 'communities/settings' as const, url: urlFor('community.settings') }
  }

  async show(ctx: HttpContext) {
    const { community, page } = await this.target(ctx)
    await community.load('organization')
    await community.load('impactAreas', (query) => query.orderBy('name'))
    await community.load('activityDomains')
    return ctx.inertia.render(page, {
      community: CommunityTransformer.transform(community).useVariant('toSettingsForm'),
      organization: OrganizationTransformer.transform(community.organization).useVariant(
        'toBilling'
      ),
      options: await CommunitySettingsService.options(),
    })
  }

  async profile(ctx: HttpContext) {
    const { community, url } = await this.target(ctx)
    const data = await ctx.request.validateUsing(profileValidator)
    await CommunitySettingsService.saveProfile(community, data)
    return this.saved(ctx, url, 'profile')
  }

  async links(ctx: HttpContext) {
    const { community, url } = await this.target(ctx)
    const data = await ctx.request.validateUsing(linksValidator)
    await CommunitySettingsService.saveLinks(community, data)
    return this.saved(ctx, url, 'links')
  }

  async otherInfo(ctx: HttpContext) {
    const { community, url } = await this.target(ctx)
    const data = await ctx.request.validateUsing(otherInfoValidator)
    await CommunitySettingsService.saveOtherInfo(community, data, ctx.i18n)
    return this.saved(ctx, url, 'other_info')
  }

  private saved({ response, session, i18n }: HttpContext, url: string, form: string) {
    session.flash('success', i18n.t(`community_settings.saved.${form}`))
    return response.redirect(url)
  }
}
