import type { HttpContext } from '@adonisjs/core/http'
import CommunityTransformer from '#transformers/communities/community_transformer'
import { geocoder } from '#services/shared/configured_geocoder'
import { CommunitySettingsService } from '#services/communities/community_settings_service'
import {
  brandingValidator,
  communityDetailsValidator,
  contactValidator,
  editSectionValidator,
  linksValidator,
} from '#validators/communities/community_settings'

export default class CommunityEditController {
  async show({ inertia, params, tenant }: HttpContext) {
    const community = await tenant.findCommunity(params.uid)
    await community.load('organization')
    return inertia.render('communities/edit', {
      community: CommunityTransformer.transform(community).useVariant('toEditForm'),
      geocoder: geocoder().enabled,
    })
  }

  async update({ request, response, params, tenant, session, i18n }: HttpContext) {
    const community = await tenant.findCommunity(params.uid)
    const { section } = await request.validateUsing(editSectionValidator)
    if (section === 'community') {
      await CommunitySettingsService.saveDetails(
        community,
        await request.validateUsing(communityDetailsValidator)
      )
    } else if (section === 'branding') {
      await CommunitySettingsService.saveBranding(
        community,
        await request.validateUsing(brandingValidator)
      )
    } else {
      await CommunitySettingsService.saveLinks(
        community,
        await request.validateUsing(linksValidator)
      )
    }
    session.flash('success', i18n.t(`community_settings.saved.${section}`))
    return response.redirect().toRoute('communities.edit', { uid: community.uid })
  }

  async contact({ request, response, params, tenant, session, i18n }: HttpContext) {
    const community = await tenant.findCommunity(params.uid)
    await CommunitySettingsService.saveAddress(
      community,
      await request.validateUsing(contactValidator)
    )
    session.flash('success', i18n.t('community_settings.saved.contact'))
    return response.redirect().toRoute('communities.edit', { uid: community.uid })
  }
}
