import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SessionLifetime } from '#controllers/auth/session_lifetime'
import { SessionActivity } from '#services/auth/session_activity'
import { TwoFactorSignIn } from '#services/two_factor/two_factor_sign_in'

/**
 * Ends a session no longer allowed: an inactive account, sessions ended since, or past the
 * absolute limit. A session restored by remember-me (or signed in before the second factor was
 * asked of its user) waits for the second step instead (TwoFactorSignIn).
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    const user = ctx.auth.use('web').user
    if (user && !SessionLifetime.isStillValid(ctx, user)) {
      await ctx.auth.use('web').logout()
    } else if (user && (await TwoFactorSignIn.stillSignedIn(ctx, user))) {
      await SessionLifetime.startIfNew(ctx, user)
      await SessionActivity.seen(ctx)
    }
    return next()
  }
}
