import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SessionLifetime } from '#controllers/auth/session_lifetime'

/** Ends a session no longer allowed: an inactive account, or past the absolute limit. */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    const user = ctx.auth.use('web').user
    if (user && !(await SessionLifetime.isStillValid(ctx, user))) {
      await ctx.auth.use('web').logout()
    }
    return next()
  }
}
