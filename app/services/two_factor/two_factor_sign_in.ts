/**
 * Every way in (password, Google, remember-me, an invitation's registration) passes here
 * (docs/security.md, "The second step"): a user who needs a second factor is not signed in until
 * it passes; the session holds only who is waiting, with a short expiry.
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { Session } from '@adonisjs/session'
import User from '#models/user'
import { SessionLifetime } from '#controllers/auth/session_lifetime'
import { TwoFactorService } from '#services/two_factor/two_factor_service'

export const PENDING_MINUTES = 10
const PENDING = 'two_factor_pending'
/** `passed`, or `not_required` (signed in without a second factor, none asked of the user then). */
const MARK = 'auth_two_factor'

/**
 * `firstFactor`: a password or Google passed in this sign-in (false when a remember-me cookie or
 * an earlier session stands in for it): only then may a missing second factor be set up.
 * `epoch`: the user's session epoch when it began; sessions ended since (a reset) end it too.
 */
type Pending = {
  userId: number
  remember: boolean
  firstFactor: boolean
  expiresAt: number
  epoch?: number
}

export class TwoFactorSignIn {
  /** After the first factor: signs the user in, or leaves the second step waiting. */
  static async begin(ctx: HttpContext, user: User, { remember }: { remember: boolean }) {
    const needed = TwoFactorService.isEnabled(user) || (await User.twoFactorMandatory(user.id))
    if (!needed) {
      await TwoFactorSignIn.complete(ctx, user, remember, 'not_required')
      return 'signed_in' as const
    }
    TwoFactorSignIn.wait(ctx, user, remember, true)
    return 'pending' as const
  }

  private static wait(ctx: HttpContext, user: User, remember: boolean, firstFactor: boolean) {
    ctx.session.regenerate()
    TwoFactorService.forgetSetupSecret(ctx.session)
    const pending: Pending = {
      userId: user.id,
      remember,
      firstFactor,
      expiresAt: Date.now() + PENDING_MINUTES * 60 * 1000,
      epoch: user.sessionEpoch ?? 0,
    }
    ctx.session.put(PENDING, pending)
  }

  static hasPending(ctx: HttpContext) {
    const pending = ctx.session.get(PENDING) as Pending | undefined
    return !!pending && pending.expiresAt > Date.now()
  }

  /**
   * The user waiting for their second step (active, within the expiry, their sessions not ended
   * since: a password or second-factor reset), else null.
   */
  static async pending(ctx: HttpContext) {
    const pending = ctx.session.get(PENDING) as Pending | undefined
    if (!pending) return null
    const user = pending.expiresAt > Date.now() ? await User.find(pending.userId) : null
    if (!user || user.status === 'inactive' || (pending.epoch ?? 0) !== user.sessionEpoch) {
      ctx.session.forget(PENDING)
      return null
    }
    return { user, remember: pending.remember, firstFactor: pending.firstFactor === true }
  }

  /** Drops the waiting second step (the browser starts again at /login). */
  static abandon(session: Session) {
    session.forget(PENDING)
  }

  /** Signs the user in once every factor they need has passed. */
  static async complete(
    ctx: HttpContext,
    user: User,
    remember: boolean,
    mark: 'passed' | 'not_required' = 'passed'
  ) {
    ctx.session.forget(PENDING)
    TwoFactorService.forgetSetupSecret(ctx.session)
    await ctx.auth.use('web').login(user, remember)
    await SessionLifetime.start(ctx, user, remember)
    ctx.session.put(MARK, mark)
  }

  /**
   * For a signed-in request (silent auth): a session restored from the remember-me cookie, or one
   * signed in before this rule, passes the second step again if the user needs it. False when the
   * user was signed out for that. No password was typed: a missing factor is not set up this way.
   */
  static async stillSignedIn(ctx: HttpContext, user: User) {
    const guard = ctx.auth.use('web')
    if (!guard.viaRemember && ctx.session.get(MARK)) return true
    const needed = TwoFactorService.isEnabled(user) || (await User.twoFactorMandatory(user.id))
    if (!needed) {
      ctx.session.put(MARK, 'not_required')
      return true
    }
    const remember = guard.viaRemember || SessionLifetime.remembered(ctx)
    await guard.logout()
    TwoFactorSignIn.wait(ctx, user, remember, false)
    return false
  }
}
