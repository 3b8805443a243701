import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { FreshConfirmation } from '#services/confirmation/fresh_confirmation'
import { twoFactorConfirmValidator } from '#validators/two_factor/two_factor'
import { fieldError } from '#validators/shared/field_error'

/**
 * Before what matters (docs/security.md, "Fresh confirmation"): the signed-in user must have
 * confirmed their password or a code within the window, else the request is refused before its
 * handler runs (nothing done):
 * - an Inertia or form request: a validation error under `confirmation` (the page's helper opens
 *   the dialog and sends the request again once confirmed);
 * - a JSON request: 403 `{ errors: [{ code: 'E_CONFIRMATION_REQUIRED', message }] }`;
 * - a plain GET (a download link): back, with the message as a toast.
 *
 * `inBody`: the request may carry the `code` or `password` itself (turning 2FA off asks them in
 * its own form): one typed is always checked (a right one confirms the session, a wrong one is
 * refused under its field); none typed, a fresh confirmation stands in, else "the code or the
 * password" under `code`.
 */
export default class FreshConfirmationMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { inBody?: boolean } = {}) {
    const user = ctx.auth.use('web').user
    if (user && options.inBody) {
      // A code or password typed is always checked; none typed: a fresh confirmation stands in.
      const given = await ctx.request.validateUsing(twoFactorConfirmValidator)
      if (given.code || given.password) {
        await FreshConfirmation.confirm(ctx, user, given)
        return next()
      }
      if (FreshConfirmation.isFresh(ctx.session)) return next()
      throw fieldError('code', 'required', ctx.i18n.t('two_factor.code_or_password'))
    }
    if (user && FreshConfirmation.isFresh(ctx.session)) return next()
    const message = ctx.i18n.t('confirmation.required')
    const inertia = !!ctx.request.header('x-inertia')
    if (!inertia && ctx.request.accepts(['html', 'json']) === 'json') {
      return ctx.response.forbidden({ errors: [{ code: 'E_CONFIRMATION_REQUIRED', message }] })
    }
    if (ctx.request.method() === 'GET' && !inertia) {
      ctx.session.flash('error', message)
      return ctx.response.redirect().back()
    }
    throw fieldError('confirmation', 'confirmation_required', message)
  }
}
