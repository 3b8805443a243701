import type { HttpContext } from '@adonisjs/core/http'
import MobileSetting from '#models/mobile_setting'
import MobileSettingTransformer from '#transformers/mobile_app/mobile_setting_transformer'
import { NotFoundException } from '#exceptions/http_errors'
import { ImageService } from '#services/images/image_service'
import { serveImage } from '#controllers/images/serve_image'
import {
  SIGN_IN_HEADER,
  authModulesValidator,
  stylingValidator,
} from '#validators/mobile_app/mobile_settings'

/** The mobile app reads it without a session. */
export const SIGN_IN_HEADER_PATH = '/images/mobile-app/sign-in-header'

export function signInHeaderPath(settings: MobileSetting) {
  if (!settings.signInHeader) return null
  return `${SIGN_IN_HEADER_PATH}?t=${settings.updatedAt?.toMillis() ?? 0}`
}

export default class MobileSettingsController {
  async settings({ inertia }: HttpContext) {
    const settings = await MobileSetting.current()
    return inertia.render('mobile_app/settings', {
      authModules: MobileSettingTransformer.transform(settings).useVariant('toAuthModules'),
    })
  }

  async updateAuthModules({ request, response, session, i18n }: HttpContext) {
    const { auth_modules: authModules } = await request.validateUsing(authModulesValidator)
    const settings = await MobileSetting.current()
    settings.authModules = authModules
    await settings.save()
    session.flash('success', i18n.t('mobile_app.settings.saved'))
    return response.redirect().toRoute('mobile_app.settings')
  }

  async styling({ inertia }: HttpContext) {
    const settings = await MobileSetting.current()
    return inertia.render('mobile_app/styling', {
      branding: MobileSettingTransformer.transform(settings).useVariant('toBranding'),
      signInHeader: signInHeaderPath(settings),
    })
  }

  async updateStyling({ request, response, session, i18n }: HttpContext) {
    const { branding, sign_in_header: upload } = await request.validateUsing(stylingValidator)
    const stored = upload
      ? await ImageService.store(upload, {
          owner: 'mobile-app',
          type: 'sign_in_header',
          field: 'sign_in_header',
          maxDimension: SIGN_IN_HEADER.height,
          i18n,
        })
      : null
    const key = stored?.key ?? null

    const settings = await MobileSetting.current()
    const previous = settings.signInHeader
    settings.branding = branding
    if (key) settings.signInHeader = key
    await settings.save()
    if (key && previous) await ImageService.delete(previous).catch(() => {})

    session.flash('success', i18n.t('mobile_app.styling.saved'))
    return response.redirect().toRoute('mobile_app.styling')
  }

  /** For anyone: the mobile app has no session. Cached for good only with the ?t= cache buster. */
  async signInHeader(ctx: HttpContext) {
    const settings = await MobileSetting.current()
    if (!settings.signInHeader) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    const reply = await serveImage(ctx, settings.signInHeader)
    ctx.response.header(
      'Cache-Control',
      ctx.request.qs().t ? 'public, max-age=31536000, immutable' : 'public, max-age=300'
    )
    return reply
  }
}
