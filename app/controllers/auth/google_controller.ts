import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { googleSignInEnabled } from '#config/ally'
import { TwoFactorSignIn } from '#services/two_factor/two_factor_sign_in'
import { GoogleSignInService, type GoogleRefusal } from '#services/auth/google_sign_in_service'

export const GOOGLE_ERROR_FLASH = 'google_error'

/** Only for an existing active user: registration is by invitation. */
export default class GoogleController {
  async redirect(ctx: HttpContext) {
    if (!googleSignInEnabled) return refuse(ctx, 'not_configured')
    return ctx.ally.use('google').redirect()
  }

  async callback(ctx: HttpContext) {
    if (!googleSignInEnabled) return refuse(ctx, 'not_configured')
    const google = ctx.ally.use('google')
    if (google.accessDenied()) return refuse(ctx, 'denied')
    if (google.stateMisMatch()) return refuse(ctx, 'state')
    if (google.hasError()) return refuse(ctx, 'failed')

    let profile: Awaited<ReturnType<typeof google.user>>
    try {
      profile = await google.user()
    } catch (error) {
      logger.warn({ err: error }, 'Google sign-in: the profile could not be read')
      return refuse(ctx, 'failed')
    }

    const outcome = await GoogleSignInService.userFor({
      email: profile.email,
      verified: profile.emailVerificationState === 'verified',
    })
    if (typeof outcome === 'string') return refuse(ctx, outcome)

    // The same second step as a password sign-in.
    if ((await TwoFactorSignIn.begin(ctx, outcome, { remember: false })) === 'pending') {
      return ctx.response.redirect().toRoute('two_factor.challenge')
    }
    return ctx.response.redirect().toIntended('/')
  }
}

function refuse({ session, i18n, response }: HttpContext, reason: GoogleRefusal) {
  session.flash(GOOGLE_ERROR_FLASH, i18n.t(`auth.google.${reason}`))
  return response.redirect().toRoute('session.create')
}
