import { I18n } from '@adonisjs/i18n'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { apiI18n } from '#services/shared/api_i18n'

/** The API's language: Accept-Language, Romanian by default (no session, no signed-in user). */
export default class ApiLocaleMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    ctx.i18n = apiI18n(ctx.request)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    return next()
  }
}
