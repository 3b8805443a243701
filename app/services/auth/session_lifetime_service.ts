import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'

/** For a session without remember-me; the idle limit is the session's own age. */
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000

const STARTED_AT = 'auth_started_at'
const REMEMBERED = 'auth_remembered'

export class SessionLifetimeService {
  static async start(ctx: HttpContext, user: User, remember: boolean) {
    ctx.session.put(STARTED_AT, Date.now())
    ctx.session.put(REMEMBERED, remember)
    await ctx.session.tag(String(user.id))
  }

  static async isStillValid(ctx: HttpContext, user: User) {
    if (user.status === 'inactive') return false
    const guard = ctx.auth.use('web')
    if (guard.viaRemember) {
      // Signed in again from the remember-me cookie: a fresh session.
      await SessionLifetimeService.start(ctx, user, true)
      return true
    }
    const startedAt = ctx.session.get(STARTED_AT) as number | undefined
    if (!startedAt) {
      await SessionLifetimeService.start(ctx, user, false)
      return true
    }
    if (ctx.session.get(REMEMBERED)) return true
    return Date.now() - startedAt < ABSOLUTE_LIFETIME_MS
  }

  /** Ends every session and remember-me token of a user (password reset, made inactive). */
  static async endAllFor(user: User, client: QueryClientContract = db.connection()) {
    await client.from('sessions').where('user_id', String(user.id)).delete()
    await client.from('remember_me_tokens').where('tokenable_id', user.id).delete()
  }
}
