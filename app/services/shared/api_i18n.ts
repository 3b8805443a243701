import type { HttpRequest } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'

/** The public API's language: the caller's Accept-Language, Romanian by default. */
export function apiI18n(request: HttpRequest) {
  return i18nManager.locale(i18nManager.getSupportedLocaleFor(request.languages()) ?? 'ro')
}
