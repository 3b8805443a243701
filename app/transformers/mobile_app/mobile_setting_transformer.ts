import { BaseTransformer } from '@adonisjs/core/transformers'
import { AUTH_MODULES, type AuthModules } from '#models/mobile_setting'
import type MobileSetting from '#models/mobile_setting'

export default class MobileSettingTransformer extends BaseTransformer<MobileSetting> {
  toObject() {
    return { authModules: this.toAuthModules(), branding: this.toBranding() }
  }

  toAuthModules() {
    return Object.fromEntries(
      AUTH_MODULES.map((name) => [name, this.resource.authModules[name] === true])
    ) as AuthModules
  }

  toBranding() {
    return {
      primary_color: this.resource.branding.primary_color ?? '',
      secondary_color: this.resource.branding.secondary_color ?? '',
    }
  }
}
