import type { HttpContext } from '@adonisjs/core/http'
import CommunityTransformer from '#transformers/communities/community_transformer'
import { CommunitySettingsService } from '#services/communities/community_settings_service'
import { brandingValidator, introValidator } from '#validators/communities/community_settings'

export default class CommunityStylesController {
  private current({ tenant, i18n }: HttpContext) {
    return tenant.currentCommunity(i18n.t('errors.not_found'))
  }

  async show(ctx: HttpContext) {
    return ctx.inertia.render('communities/styles', {
      community: CommunityTransformer.transform(await this.current(ctx)).useVariant('toStyles'),
    })
  }

  async branding(ctx: HttpContext) {
    const community = await this.current(ctx)
    const data = await ctx.request.validateUsing(brandingValidator)
    await CommunitySettingsService.saveBranding(community, data)
    ctx.session.flash('success', ctx.i18n.t('community_settings.saved.branding'))
    return ctx.response.redirect().toRoute('community.styles')
  }

  async intro(ctx: HttpContext) {
    const community = await this.current(ctx)
    const { intro } = await ctx.request.validateUsing(introValidator)
    await CommunitySettingsService.saveIntro(community, intro)
    ctx.session.flash('success', ctx.i18n.t('community_settings.saved.intro'))
    return ctx.response.redirect().toRoute('community.styles')
  }
}
