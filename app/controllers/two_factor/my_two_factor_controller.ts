import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import TwoFactorPolicy from '#policies/two_factor_policy'
import { TwoFactorService } from '#services/two_factor/two_factor_service'
import {
  twoFactorCodeValidator,
  twoFactorConfirmValidator,
} from '#validators/two_factor/two_factor'
import { SessionActivity } from '#services/auth/session_activity'
import { fieldError } from '#validators/shared/field_error'

/** My account's second factor: turn it on, new recovery codes, turn it off. */
export default class MyTwoFactorController {
  /** The enrolment: the QR code and the secret to type (held in the session until confirmed). */
  async create(ctx: HttpContext) {
    const user = ctx.auth.use('web').user!
    if (TwoFactorService.isEnabled(user)) return ctx.response.redirect().toRoute('my_account')
    return ctx.inertia.render('account/two_factor', {
      enrolment: await TwoFactorService.enrolment(ctx.session, user),
    })
  }

  async store(ctx: HttpContext) {
    const user = ctx.auth.use('web').user!
    if (await ctx.bouncer.with(TwoFactorPolicy).denies('enable', user)) return refused(ctx)
    const { code } = await ctx.request.validateUsing(twoFactorCodeValidator)
    const codes = await TwoFactorService.enable(ctx, user, code)
    SessionActivity.offerEndOthers(ctx.session)
    TwoFactorService.flashRecoveryCodes(ctx.session, codes)
    return ctx.response.redirect().toRoute('my_account.two_factor.codes')
  }

  /** The recovery codes just made, once (a reload goes back to My account). */
  async codes(ctx: HttpContext) {
    const codes = TwoFactorService.flashedRecoveryCodes(ctx.session)
    if (!codes) return ctx.response.redirect().toRoute('my_account')
    return ctx.inertia.render('account/recovery_codes', {
      codes,
      next: ctx.session.pullIntendedUrl() ?? '/',
    })
  }

  async regenerate(ctx: HttpContext) {
    const user = ctx.auth.use('web').user!
    if (await ctx.bouncer.with(TwoFactorPolicy).denies('manage', user)) return refused(ctx)
    const given = await ctx.request.validateUsing(twoFactorConfirmValidator)
    await TwoFactorService.confirm(ctx, user, given)
    const codes = await TwoFactorService.regenerateRecoveryCodes(ctx, user)
    SessionActivity.offerEndOthers(ctx.session)
    TwoFactorService.flashRecoveryCodes(ctx.session, codes)
    return ctx.response.redirect().toRoute('my_account.two_factor.codes')
  }

  async destroy(ctx: HttpContext) {
    const user = ctx.auth.use('web').user!
    if (await ctx.bouncer.with(TwoFactorPolicy).denies('manage', user)) return refused(ctx)
    // The code or password was checked by the fresh-confirmation middleware (or a fresh one held).
    if (await User.twoFactorMandatory(user.id)) {
      throw fieldError('code', 'mandatory', ctx.i18n.t('two_factor.mandatory_cannot_disable'))
    }
    await TwoFactorService.disable(ctx, user)
    SessionActivity.offerEndOthers(ctx.session)
    ctx.session.flash('success', ctx.i18n.t('two_factor.disabled'))
    return ctx.response.redirect().toRoute('my_account')
  }
}

/** On when it is already on, off when it is off: the state changed in another tab. */
function refused({ session, response, i18n }: HttpContext) {
  session.flash('error', i18n.t('two_factor.state_changed'))
  return response.redirect().toRoute('my_account')
}
