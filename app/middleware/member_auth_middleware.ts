import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { MemberUnauthorized } from '#exceptions/member_unauthorized'

/**
 * The member API's sign-in check: a live access token in `Authorization: Bearer` (never in the
 * URL), of an account not erased. Sets `ctx.auth.use('member').user`.
 */
export default class MemberAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guard = ctx.auth.use('member')
    const member = await guard.check().then((signedIn) => (signedIn ? guard.user : null))
    if (!member) throw new MemberUnauthorized('token_invalid')
    if (member.erasedAt) throw new MemberUnauthorized('account_erased')
    return next()
  }
}
