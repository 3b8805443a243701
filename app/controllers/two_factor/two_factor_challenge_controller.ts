import type { HttpContext } from '@adonisjs/core/http'
import { TwoFactorSignIn } from '#services/two_factor/two_factor_sign_in'
import { TwoFactorService } from '#services/two_factor/two_factor_service'
import { twoFactorCodeValidator } from '#validators/two_factor/two_factor'

/** The sign-in's second step: /login/two-factor (docs/security.md, "The second step"). */
export default class TwoFactorChallengeController {
  /** The code form, or the enrolment when the second factor is mandatory and not set up yet. */
  async show(ctx: HttpContext) {
    const pending = await TwoFactorSignIn.pending(ctx)
    if (!pending) return expired(ctx)
    if (TwoFactorService.isEnabled(pending.user)) return ctx.inertia.render('auth/two_factor', {})
    if (!pending.firstFactor) return passwordFirst(ctx)
    return ctx.inertia.render('auth/two_factor_enrol', {
      enrolment: await TwoFactorService.enrolment(ctx.session, pending.user),
    })
  }

  async store(ctx: HttpContext) {
    const pending = await TwoFactorSignIn.pending(ctx)
    if (!pending || !TwoFactorService.isEnabled(pending.user)) return expired(ctx)
    const { code } = await ctx.request.validateUsing(twoFactorCodeValidator)
    const used = await TwoFactorService.verify(ctx, pending.user, code)
    await TwoFactorSignIn.complete(ctx, pending.user, pending.remember)
    if (used === 'recovery_code') {
      const left = pending.user.twoFactorRecoveryCodes?.length ?? 0
      ctx.session.flash('info', ctx.i18n.t('two_factor.recovery_code_used', { count: left }))
    }
    return ctx.response.redirect().toIntended('/')
  }

  /** The mandatory enrolment's first code: on, signed in, the recovery codes shown once. */
  async enrol(ctx: HttpContext) {
    const pending = await TwoFactorSignIn.pending(ctx)
    if (!pending || TwoFactorService.isEnabled(pending.user)) return expired(ctx)
    if (!pending.firstFactor) return passwordFirst(ctx)
    const { code } = await ctx.request.validateUsing(twoFactorCodeValidator)
    const codes = await TwoFactorService.enable(ctx, pending.user, code)
    await TwoFactorSignIn.complete(ctx, pending.user, pending.remember)
    TwoFactorService.flashRecoveryCodes(ctx.session, codes)
    return ctx.response.redirect().toRoute('my_account.two_factor.codes')
  }
}

/** No second step waiting (none begun, or past its expiry): back to the sign-in form. */
function expired({ session, response, i18n }: HttpContext) {
  session.flash('error', i18n.t('two_factor.expired'))
  return response.redirect().toRoute('session.create')
}

/**
 * A missing second factor is set up only after the password (or Google) in the same sign-in,
 * never from a remember-me cookie: whoever stole one would add their own authenticator.
 */
function passwordFirst({ session, response, i18n }: HttpContext) {
  TwoFactorSignIn.abandon(session)
  session.flash('error', i18n.t('two_factor.enrol_needs_password'))
  return response.redirect().toRoute('session.create')
}
