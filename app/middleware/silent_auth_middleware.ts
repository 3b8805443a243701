import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SessionLifetimeService } from '#services/auth/session_lifetime_service'

/**
 * Checks, without requiring it, whether the request comes from a signed-in
 * user, and ends the session when it is no longer allowed (account made
 * inactive, or older than the absolute limit without remember-me).
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    const user = ctx.auth.user
    if (user && !(await SessionLifetimeService.isStillValid(ctx, user))) {
      await ctx.auth.use('web').logout()
    }
    return next()
  }
}
