import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { MemberUnauthorized } from '#exceptions/member_unauthorized'
import { assertTokenMethodEnabled } from '#services/members/member_accounts'

/**
 * The member API's sign-in check: a live access token in `Authorization: Bearer` (never in the
 * URL), of an account not erased, signed in by a method still offered. Sets
 * `ctx.auth.use('member').user`.
 */
export default class MemberAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guard = ctx.auth.use('member')
    const member = await guard.check().then((signedIn) => (signedIn ? guard.user : null))
    if (!member) throw new MemberUnauthorized('token_invalid')
    if (member.erasedAt) throw new MemberUnauthorized('account_erased')
    await assertTokenMethodEnabled(member.currentAccessToken.abilities)
    return next()
  }
}
