import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { SessionActivity } from '#services/auth/session_activity'
import { CONFIRMED_AT } from '#services/confirmation/freshness'

/** For a session without remember-me; the idle limit is the session's own age. */
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000

const STARTED_AT = 'auth_started_at'
const REMEMBERED = 'auth_remembered'

/** A signed-in session's start and its lifetime, kept in the session itself. */
export class SessionLifetime {
  static async start(ctx: HttpContext, user: User, remember: boolean) {
    // A sign-out keeps the session's data: a confirmation given before is not the new sign-in's.
    ctx.session.forget(CONFIRMED_AT)
    ctx.session.put(STARTED_AT, Date.now())
    ctx.session.put(REMEMBERED, remember)
    await ctx.session.tag(String(user.id))
    await SessionActivity.signedIn(ctx, remember)
  }

  /** Whether the session was signed in with remember-me. */
  static remembered(ctx: HttpContext) {
    return !!ctx.session.get(REMEMBERED)
  }

  static async isStillValid(ctx: HttpContext, user: User) {
    if (user.status === 'inactive') return false
    const guard = ctx.auth.use('web')
    if (guard.viaRemember) {
      // Signed in again from the remember-me cookie: a fresh session.
      await SessionLifetime.start(ctx, user, true)
      return true
    }
    const startedAt = ctx.session.get(STARTED_AT) as number | undefined
    if (!startedAt) {
      await SessionLifetime.start(ctx, user, false)
      return true
    }
    if (ctx.session.get(REMEMBERED)) return true
    return Date.now() - startedAt < ABSOLUTE_LIFETIME_MS
  }
}
