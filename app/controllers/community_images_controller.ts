import type { HttpContext } from '@adonisjs/core/http'
import Community from '#models/community'
import { NotFoundException } from '#exceptions/http_errors'
import {
  COMMUNITY_IMAGE_TYPES,
  CommunitySettingsService,
  type CommunityImageType,
} from '#services/community_settings_service'
import { ImageService } from '#services/image_service'
import { UID_PATTERN } from '#validators/users'
import { communityImageValidator } from '#validators/community_settings'

/**
 * /community/{uid}/image/{logo|cover}: any signed-in user sees the image
 * (like an organization's logo); super-admins and the org-admins of the
 * community's organization change or remove it.
 */
export default class CommunityImagesController {
  private type({ params, i18n }: HttpContext): CommunityImageType {
    const type = params.type as CommunityImageType
    if (!COMMUNITY_IMAGE_TYPES.includes(type)) {
      throw new NotFoundException(i18n.t('messages.errors.not_found'))
    }
    return type
  }

  async show(ctx: HttpContext) {
    const type = this.type(ctx)
    const uid = String(ctx.params.uid ?? '')
    // Only the image key is read: the image itself is visible to every signed-in user.
    const community = UID_PATTERN.test(uid)
      ? await Community.query().where('uid', uid).select('id', type).first()
      : null
    const key = community?.[type]
    if (!key) throw new NotFoundException(ctx.i18n.t('messages.errors.not_found'))
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
    ctx.session.flash('success', ctx.i18n.t(`messages.community_settings.images.saved_${type}`))
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const type = this.type(ctx)
    const community = await ctx.tenant.findCommunity(ctx.params.uid)
    try {
      await CommunitySettingsService.deleteImage(community, type)
    } catch {
      ctx.session.flash('error', ctx.i18n.t('messages.images.delete_failed'))
      return ctx.response.redirect().back()
    }
    ctx.session.flash('success', ctx.i18n.t(`messages.community_settings.images.deleted_${type}`))
    return ctx.response.redirect().back()
  }
}
