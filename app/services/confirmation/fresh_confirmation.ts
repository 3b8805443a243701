/**
 * Fresh confirmation (docs/security.md, "Fresh confirmation"): before what matters, the user must
 * have confirmed their password or a second-factor code within the last minutes. The time is kept
 * in their session; the check of the password or code is two-factor sign-in's
 * (`TwoFactorService.confirm`: the same rate limit).
 */
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import type { Session } from '@adonisjs/session'
import env from '#start/env'
import type User from '#models/user'
import { TwoFactorService } from '#services/two_factor/two_factor_service'
import { CONFIRMED_AT, DEFAULT_WINDOW_MINUTES, isFresh } from '#services/confirmation/freshness'

export { CONFIRMED_AT, isFresh } from '#services/confirmation/freshness'

/** How long a confirmation lasts (FRESH_CONFIRMATION_MINUTES, else the default window). */
export function confirmationWindowMs() {
  return (env.get('FRESH_CONFIRMATION_MINUTES') ?? DEFAULT_WINDOW_MINUTES) * 60 * 1000
}

/** How a fresh confirmation was given; the audit trail names each (audit.confirmation_methods). */
export const CONFIRMATION_METHODS = ['password', 'totp', 'recovery_code', 'sign_in'] as const

export type ConfirmationMethod = (typeof CONFIRMATION_METHODS)[number]

export type ConfirmationEvent = {
  kind: 'given' | 'failed'
  userId: number
  method: ConfirmationMethod | null
  ip: string | null
  userAgent: string | null
  at: Date
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'confirmation:given': ConfirmationEvent
    'confirmation:failed': ConfirmationEvent
  }
}

function record(
  kind: ConfirmationEvent['kind'],
  userId: number,
  method: ConfirmationMethod | null,
  request: HttpContext['request']
) {
  const event: ConfirmationEvent = {
    kind,
    userId,
    method,
    ip: request.ip() ?? null,
    userAgent: request.header('user-agent') ?? null,
    at: new Date(),
  }
  logger.info({ confirmation: event }, `confirmation: ${kind}`)
  void emitter.emit(`confirmation:${kind}`, event).catch((error) => {
    logger.error({ err: error }, 'confirmation event listener failed')
  })
}

export class FreshConfirmation {
  static isFresh(session: Session, now = Date.now()) {
    return isFresh(session.get(CONFIRMED_AT), now, confirmationWindowMs())
  }

  /** Until when the session's confirmation lasts (null: none, or past). */
  static until(session: Session, now = Date.now()) {
    if (!FreshConfirmation.isFresh(session, now)) return null
    return new Date((session.get(CONFIRMED_AT) as number) + confirmationWindowMs())
  }

  /** Marks the session as just confirmed (a password or code passed: the sign-in counts too). */
  static mark(ctx: HttpContext, userId: number, method: ConfirmationMethod) {
    ctx.session.put(CONFIRMED_AT, Date.now())
    record('given', userId, method, ctx.request)
  }

  /**
   * Checks the password or the code (a wrong one: 422 under its field, counted by the
   * second factor's limit) and marks the session.
   */
  static async confirm(ctx: HttpContext, user: User, given: { code?: string; password?: string }) {
    let method: ConfirmationMethod
    try {
      method = await TwoFactorService.confirm(ctx, user, given)
    } catch (error) {
      record(
        'failed',
        user.id,
        given.code ? 'totp' : given.password ? 'password' : null,
        ctx.request
      )
      throw error
    }
    FreshConfirmation.mark(ctx, user.id, method)
    return method
  }
}
