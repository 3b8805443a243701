import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { apiI18n } from '#services/shared/api_i18n'

/** Why a member's request was refused (docs/members.md): the app shows the message, acts on the reason. */
export type MemberRefusal =
  | 'token_invalid'
  | 'account_erased'
  | 'method_switched_off'
  | 'not_a_member'
  | 'left'
  | 'blocked'
  | 'method_disabled'

/**
 * 401 in the API's shape, with the reason the app acts on (sign in again, leave the community); a
 * sign-in by a method switched off in /mobile-app/settings is 403.
 */
export class MemberUnauthorized extends Exception {
  static status = 401

  constructor(readonly reason: MemberRefusal) {
    super(`member refused: ${reason}`, { status: reason === 'method_disabled' ? 403 : 401 })
  }

  async handle(error: this, { request, response }: HttpContext) {
    response.status(error.status).json({
      error: error.status === 403 ? 'method_disabled' : 'unauthenticated',
      reason: error.reason,
      message: apiI18n(request).t(`members.refused.${error.reason}`),
    })
  }
}
