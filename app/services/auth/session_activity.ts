import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { RememberMeToken } from '@adonisjs/auth/session'

/** A session's row is written at most once per this many milliseconds by a request. */
export const LAST_SEEN_INTERVAL_MS = 60 * 1000

const SEEN_AT = 'auth_seen_at'
const REMEMBER_ID = 'auth_remember_token_id'
const OFFER = 'sessions_offer_end_others'

type Session = HttpContext['session']

/**
 * What My account lists about a session (docs/security.md, "Sessions"), written to its row in
 * `sessions`: at sign-in, then by a request at most once a minute (the time of the last write is
 * kept in the session itself, so a request in between reads nothing and writes nothing extra).
 */
export class SessionActivity {
  /** At sign-in: the row was just tagged with the user (SessionLifetime.start). */
  static async signedIn(ctx: HttpContext, remember: boolean) {
    const now = new Date()
    ctx.session.put(SEEN_AT, now.getTime())
    ctx.session.forget(REMEMBER_ID)
    await db
      .from('sessions')
      .where('id', ctx.session.sessionId)
      .update({
        ip_address: ctx.request.ip(),
        user_agent: (ctx.request.header('user-agent') ?? '').slice(0, 500) || null,
        created_at: now,
        last_seen_at: now,
        remembered: remember,
        remember_token_id: null,
      })
  }

  /**
   * On a signed-in request: the last seen time, IP and user agent once a minute; the remember-me
   * token's id as soon as the browser sends it (the request after the sign-in) or it changes.
   */
  static async seen(ctx: HttpContext) {
    const now = Date.now()
    const seenAt = ctx.session.get(SEEN_AT) as number | undefined
    const tokenId = SessionActivity.#rememberTokenId(ctx)
    const tokenChanged = tokenId !== null && tokenId !== ctx.session.get(REMEMBER_ID)
    if (!tokenChanged && seenAt && now - seenAt < LAST_SEEN_INTERVAL_MS) return

    ctx.session.put(SEEN_AT, now)
    const changes: Record<string, unknown> = {
      ip_address: ctx.request.ip(),
      user_agent: (ctx.request.header('user-agent') ?? '').slice(0, 500) || null,
      last_seen_at: new Date(now),
    }
    if (tokenChanged) {
      ctx.session.put(REMEMBER_ID, tokenId)
      changes.remember_token_id = tokenId
    }
    await db.from('sessions').where('id', ctx.session.sessionId).update(changes)
  }

  static #rememberTokenId(ctx: HttpContext): number | null {
    const cookie = ctx.request.encryptedCookie(ctx.auth.use('web').rememberMeKeyName)
    if (typeof cookie !== 'string') return null
    const decoded = RememberMeToken.decode(cookie)
    const id = decoded ? Number(decoded.identifier) : Number.NaN
    return Number.isSafeInteger(id) ? id : null
  }

  /** After a password or second-factor change: My account offers to end the other sessions. */
  static offerEndOthers(session: Session) {
    session.put(OFFER, true)
  }

  /** Whether the offer is pending; reading it (My account shows it) withdraws it. */
  static takeOffer(session: Session) {
    const offered = !!session.get(OFFER)
    if (offered) session.forget(OFFER)
    return offered
  }
}
