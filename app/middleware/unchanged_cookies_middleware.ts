import { HttpResponse, type HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { sessionReadUnchanged } from '#services/auth/database_session_store'

/** Where @adonisjs/shield keeps the session's CSRF secret, and the cookie it writes. */
const CSRF_SECRET_KEY = 'csrf-secret'
const XSRF_COOKIE = 'XSRF-TOKEN'
const HAS_XSRF_COOKIE = new RegExp(`(?:^|;)\\s*${XSRF_COOKIE}=[^;\\s]`)

/**
 * Put on each request by the middleware: whether the browser holds an XSRF token of the
 * session's secret. Absent (undefined) where the middleware did not run: every cookie is written.
 */
const TOKEN_HELD = Symbol('xsrfTokenHeld')
type Tracked = HttpContext & { [TOKEN_HELD]?: boolean }

/**
 * Leaves the browser's session and XSRF-TOKEN cookies as they are when a
 * response would only write them again unchanged. The session package signs
 * and sends the session cookie on every response, and shield encrypts a new
 * XSRF token into its cookie on every response (a random IV, AES-GCM and a
 * Set-Cookie line each: ≈ 5 % of a list request's server time under
 * bench/load.ts).
 *
 * Both are written, as the packages write them, whenever anything about them
 * changes: a new or regenerated session (sign-in), a session not found or
 * expired, the session's expiry moved forward (the database store does that
 * at most once a minute, so the cookies' Max-Age keeps pace with the idle
 * timeout within a minute), a session without a CSRF secret yet, a request
 * without an XSRF-TOKEN cookie.
 *
 * The session's CSRF secret never changes while the session lives (it is made
 * with the session's data, which sign-in keeps and nothing clears), so the
 * token the browser holds stays valid for it; one that is not (a cookie set by
 * somebody else) is replaced with the next renewal, within a minute.
 *
 * Runs right after the session middleware (the session is read, not yet
 * committed); only the database session store reports unchanged reads, so
 * with another store every cookie is written.
 */
export default class UnchangedCookiesMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    ;(ctx as Tracked)[TOKEN_HELD] =
      ctx.session.has(CSRF_SECRET_KEY) && HAS_XSRF_COOKIE.test(ctx.request.header('cookie') ?? '')
    return next()
  }
}

/*
 * The packages write their cookies through these two methods of every response: they are
 * wrapped once, at load, rather than replaced on each response (functions stored on each
 * response grew the server's memory under bench/load.ts from 392 MB to 480–690 MB in a minute).
 */
const { cookie, encryptedCookie } = HttpResponse.prototype
HttpResponse.prototype.cookie = function (key, value, options) {
  const ctx = this.ctx as Tracked | undefined
  if (ctx?.[TOKEN_HELD] !== undefined && key === ctx.session.config.cookieName) {
    if (keepsSession(ctx, value)) return this
  }
  return cookie.call(this, key, value, options)
}
HttpResponse.prototype.encryptedCookie = function (key, value, options) {
  const ctx = this.ctx as Tracked | undefined
  if (ctx?.[TOKEN_HELD] && key === XSRF_COOKIE && keepsSession(ctx, ctx.session.sessionId)) {
    return this
  }
  return encryptedCookie.call(this, key, value, options)
}

/**
 * The session cookie would carry the id the browser sent (the store read the
 * session of that id), and the read renewed nothing.
 */
function keepsSession(ctx: HttpContext, sessionId: unknown) {
  return typeof sessionId === 'string' && sessionReadUnchanged(ctx, sessionId)
}
