import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { apiI18n } from '#services/shared/api_i18n'

/**
 * A registration API limit reached (or another API limit, its message's key given): 429 in the
 * API's shape, with the seconds to wait.
 */
export class TooManyRegistrations extends Exception {
  static status = 429

  constructor(
    readonly seconds: number,
    readonly messageKey = 'events.attendees.api.throttled'
  ) {
    super('too many registrations')
  }

  async handle(error: this, { request, response }: HttpContext) {
    const seconds = error.seconds
    response
      .status(429)
      .header('Retry-After', String(seconds))
      .json({
        error: 'too_many_requests',
        message: apiI18n(request).t(error.messageKey, { seconds }),
        retry_after: seconds,
      })
  }
}
