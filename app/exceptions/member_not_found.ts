import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * A record the member API does not show (another community's, deleted, unknown): 404 in the
 * API's shape, `{error: 'not_found', message}`, in debug mode too (the app shows the message).
 */
export class MemberNotFound extends Exception {
  static status = 404

  async handle(error: this, { response }: HttpContext) {
    response.status(404).json({ error: 'not_found', message: error.message })
  }
}
