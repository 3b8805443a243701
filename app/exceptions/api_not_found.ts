import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { apiI18n } from '#services/shared/api_i18n'

/**
 * A record the member API does not have for the caller (an unknown community, another member's
 * device): 404 in the API's shape, `{error: 'not_found', message}`, the message by catalog key.
 */
export class ApiNotFound extends Exception {
  static status = 404

  constructor(readonly messageKey = 'members.not_found') {
    super('not found', { status: 404 })
  }

  async handle(error: this, { request, response }: HttpContext) {
    response.status(404).json({ error: 'not_found', message: apiI18n(request).t(error.messageKey) })
  }
}
