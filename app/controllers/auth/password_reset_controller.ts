import type { HttpContext } from '@adonisjs/core/http'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth/auth'
import { PasswordResetService } from '#services/auth/password_reset_service'
import { fieldError } from '#validators/shared/field_error'
import { passwordResetRequests } from '#start/limiter'

export default class PasswordResetController {
  async create({ inertia, session }: HttpContext) {
    return inertia.render('auth/forgot', { sent: !!session.flashMessages.get('forgot_sent') })
  }

  /** Same answer whether or not the address has an account. */
  async store({ request, response, session, i18n }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    const key = `forgot_${email.toLowerCase()}_${request.ip()}`
    try {
      // Every request counts, including those for unknown addresses.
      await passwordResetRequests().consume(key)
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
      const minutes = Math.max(1, Math.ceil(error.response.availableIn / 60))
      throw fieldError('email', 'throttle', i18n.t('auth.throttled', { minutes }))
    }
    await PasswordResetService.request(email)
    session.flash('forgot_sent', true)
    return response.redirect().toRoute('password.forgot')
  }

  async edit({ inertia, params, session }: HttpContext) {
    if (session.flashMessages.get('reset_done')) {
      return inertia.render('auth/reset', { token: params.token, valid: true, done: true })
    }
    const token = await PasswordResetService.findUsable(params.token)
    return inertia.render('auth/reset', { token: params.token, valid: !!token, done: false })
  }

  async update({ request, response, params, session, i18n }: HttpContext) {
    const { email, password } = await request.validateUsing(resetPasswordValidator)
    const ok = await PasswordResetService.reset(params.token, email, password)
    if (!ok) {
      throw fieldError('email', 'token', i18n.t('auth.reset_invalid'))
    }
    session.flash('reset_done', true)
    return response.redirect().toRoute('password.reset', { token: params.token })
  }
}
