import type { HttpContext } from '@adonisjs/core/http'
import { NotFoundException } from '#exceptions/http_errors'
import {
  COMMUNITY_IMAGE_TYPES,
  CommunitySettingsService,
  type CommunityImageType,
} from '#services/community_settings_service'
import { ImageService } from '#services/image_service'
import { communityImageValidator } from '#validators/community_settings'

/**
 * /community/{uid}/image/{logo|cover}: like an organization's images, seen by
 * whoever may see the community (super-admins and the org-admins of its
 * organization; anyone else gets 404), changed or removed by them.
 */
export default class CommunityImagesController {
  private type({ params, i18n }: HttpContext): CommunityImageType {
    const type = params.type as CommunityImageType
    if (!COMMUNITY_IMAGE_TYPES.includes(type)) {
      throw new NotFoundException(i18n.t('errors.not_found'))
    }
    return type
  }

  async show(ctx: HttpContext) {
    const type = this.type(ctx)
    const community = await ctx.tenant.findCommunity(ctx.params.uid)
    const key = community[type]
    if (!key) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    return ImageService.serve(ctx, key)
  }

  async store(ctx: HttpContext) {
    const type = this.type(ctx)
    const community = await ctx.tenant.findCommunity(ctx.params.uid)
    // The file comes under `file`, or under the image's own name so that the
    // logo and cover uploaders of one page keep their errors apart.
    const field = ctx.request.file(type) ? type : 'file'
    const { file } = await ctx.request.validateUsing(communityImageValidator, {
      data: { file: ctx.request.file(field) },
    })
    await CommunitySettingsService.storeImage(community, type, file, { i18n: ctx.i18n, field })
    ctx.session.flash('success', ctx.i18n.t(`community_settings.images.saved_${type}`))
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const type = this.type(ctx)
    const community = await ctx.tenant.findCommunity(ctx.params.uid)
    await CommunitySettingsService.deleteImage(community, type)
    ctx.session.flash('success', ctx.i18n.t(`community_settings.images.deleted_${type}`))
    return ctx.response.redirect().back()
  }
}
