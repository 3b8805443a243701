import type { HttpContext } from '@adonisjs/core/http'
import { errors as authErrors } from '@adonisjs/auth'
import User from '#models/user'
import { loginValidator } from '#validators/auth/auth'
import { TwoFactorSignIn } from '#services/two_factor/two_factor_sign_in'
import { googleSignInEnabled } from '#config/ally'
import { GOOGLE_ERROR_FLASH } from '#controllers/auth/google_controller'
import { fieldError } from '#validators/shared/field_error'
import { failedSignIns } from '#start/limiter'
import { countedAttempt } from '#services/shared/counted_attempt'

export default class SessionController {
  async create({ inertia, session }: HttpContext) {
    const googleError = session.flashMessages.get(GOOGLE_ERROR_FLASH)
    return inertia.render('auth/login', {
      google: googleSignInEnabled,
      googleError: typeof googleError === 'string' ? googleError : null,
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, i18n } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)
    const key = `login_${email.toLowerCase()}_${request.ip()}`

    // Every attempt takes a point before the password is checked; a success clears them.
    const [error, user] = await countedAttempt(failedSignIns(), key, async () => {
      try {
        return await User.verifyCredentials(email.toLowerCase(), password)
      } catch (failure) {
        if (failure instanceof authErrors.E_INVALID_CREDENTIALS) {
          throw fieldError('email', 'credentials', i18n.t('auth.failed'))
        }
        throw failure
      }
    })
    if (error) {
      const minutes = Math.max(1, Math.ceil(error.response.availableIn / 60))
      throw fieldError('email', 'throttle', i18n.t('auth.throttled', { minutes }))
    }
    if (user.status === 'inactive') {
      throw fieldError('email', 'inactive', i18n.t('auth.inactive'))
    }

    // The second factor, when the user needs one, before they are signed in.
    if ((await TwoFactorSignIn.begin(ctx, user, { remember: !!remember })) === 'pending') {
      return response.redirect().toRoute('two_factor.challenge')
    }
    return response.redirect().toIntended('/')
  }

  async destroy({ auth, response, session, i18n }: HttpContext) {
    await auth.use('web').logout()
    session.flash('success', i18n.t('auth.logged_out'))
    return response.redirect().toRoute('session.create')
  }
}
