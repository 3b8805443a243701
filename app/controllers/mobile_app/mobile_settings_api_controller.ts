import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import MobileSetting from '#models/mobile_setting'
import { signInHeaderPath } from '#controllers/mobile_app/mobile_settings_controller'
import MobileSettingTransformer from '#transformers/mobile_app/mobile_setting_transformer'

/** What the mobile app reads at start: no session, any origin (config/cors.ts), cached briefly. */
export default class MobileSettingsApiController {
  async show({ response }: HttpContext) {
    const settings = await MobileSetting.current()
    const header = signInHeaderPath(settings)
    response.header('Cache-Control', 'public, max-age=60')
    return response.json({
      auth_modules: new MobileSettingTransformer(settings).toAuthModules(),
      branding: {
        primary_color: settings.branding.primary_color ?? null,
        secondary_color: settings.branding.secondary_color ?? null,
        sign_in_header: header ? new URL(header, env.get('APP_URL')).toString() : null,
      },
    })
  }
}
