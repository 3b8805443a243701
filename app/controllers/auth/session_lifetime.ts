import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { absoluteLifetimeMs } from '#config/session'
import { SessionActivity } from '#services/auth/session_activity'
import { CONFIRMED_AT } from '#services/confirmation/freshness'

const STARTED_AT = 'auth_started_at'
const REMEMBERED = 'auth_remembered'
/** The user's `session_epoch` when this session signed in (SessionLifetimeService moves it). */
const EPOCH = 'auth_session_epoch'

type Session = HttpContext['session']

/** Whether a session started at `startedAt` is past the absolute limit at `now`. */
export function pastAbsoluteLifetime(startedAt: number, now: number, limitMs: number) {
  return now - startedAt >= limitMs
}

/** A signed-in session's start and its lifetime, kept in the session itself. */
export class SessionLifetime {
  static async start(ctx: HttpContext, user: User, remember: boolean) {
    // A sign-out keeps the session's data: a confirmation given before is not the new sign-in's.
    ctx.session.forget(CONFIRMED_AT)
    ctx.session.put(STARTED_AT, Date.now())
    ctx.session.put(REMEMBERED, remember)
    ctx.session.put(EPOCH, user.sessionEpoch ?? 0)
    await ctx.session.tag(String(user.id))
    await SessionActivity.signedIn(ctx, remember)
  }

  /** The current session outlives the user's epoch moving to `epoch` ("end the others"). */
  static keep(session: Session, epoch: number) {
    session.put(EPOCH, epoch)
  }

  /** Whether the session was signed in with remember-me. */
  static remembered(ctx: HttpContext) {
    return !!ctx.session.get(REMEMBERED)
  }

  /**
   * False for a session to sign out: an inactive user, sessions ended since it signed in (its
   * epoch behind the user's, read with the user: no query), or past the absolute limit.
   */
  static isStillValid(ctx: HttpContext, user: User) {
    if (user.status === 'inactive') return false
    // Signed in again from the remember-me cookie: a fresh session (`startIfNew`); the token
    // itself is deleted whenever the sessions are ended.
    if (ctx.auth.use('web').viaRemember) return true
    const epoch = (ctx.session.get(EPOCH) as number | undefined) ?? 0
    if (epoch !== (user.sessionEpoch ?? 0)) return false
    const startedAt = ctx.session.get(STARTED_AT) as number | undefined
    if (!startedAt || ctx.session.get(REMEMBERED)) return true
    return !pastAbsoluteLifetime(startedAt, Date.now(), absoluteLifetimeMs)
  }

  /**
   * Once the request is signed in for good (after the second step's check, so that a session
   * sent to the second step tags no row): a remember-me restore, or a session from before these
   * marks, starts its lifetime.
   */
  static async startIfNew(ctx: HttpContext, user: User) {
    if (ctx.auth.use('web').viaRemember) await SessionLifetime.start(ctx, user, true)
    else if (!ctx.session.get(STARTED_AT)) await SessionLifetime.start(ctx, user, false)
  }
}
