import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { apiI18n } from '#services/shared/api_i18n'

/** A member API limit reached (start/limiter.ts): 429 in the API's shape, with the seconds to wait. */
export class TooManyMemberRequests extends Exception {
  static status = 429

  constructor(readonly seconds: number) {
    super('too many member requests')
  }

  async handle(error: this, { request, response }: HttpContext) {
    const seconds = Math.max(1, error.seconds)
    response
      .status(429)
      .header('Retry-After', String(seconds))
      .json({
        error: 'too_many_requests',
        message: apiI18n(request).t('members.throttled', { seconds }),
        retry_after: seconds,
      })
  }
}
