import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import type { HttpContext } from '@adonisjs/core/http'

/** Romanian by default, whatever the browser says: it is the staff's language. */
export default class DetectLocaleMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const wanted =
      ctx.auth.use('web').user?.locale ?? (ctx.session?.get('locale') as string | undefined)
    const locale =
      (wanted && i18nManager.getSupportedLocaleFor([wanted])) || i18nManager.defaultLocale
    ctx.i18n = i18nManager.locale(locale)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
