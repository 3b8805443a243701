import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { TwoFactorSignIn } from '#services/two_factor/two_factor_sign_in'

/**
 * A page visit comes back to the page it asked for after sign-in; a JSON call gets a 401. A guest
 * whose second step is waiting goes to it.
 */
export default class AuthMiddleware {
  redirectTo = '/login'

  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.isAuthenticated) return next()

    const { request, response, session } = ctx
    const isInertia = !!request.header('x-inertia')
    if (!isInertia && request.accepts(['html', 'json']) === 'json') {
      return response.unauthorized({
        errors: [{ message: ctx.i18n.t('errors.session_expired') }],
      })
    }
    if (request.method() === 'GET') session.setIntendedUrl(request.url(true))
    // A toast meant for this page (e.g. a refused form) is shown on /login instead.
    session.reflash()
    return response.redirect(
      TwoFactorSignIn.hasPending(ctx) ? '/login/two-factor' : this.redirectTo
    )
  }
}
