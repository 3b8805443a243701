import type { HttpContext } from '@adonisjs/core/http'
import InvitationTransformer from '#transformers/users/invitation_transformer'
import { conflictMessage, InvitationService } from '#services/users/invitation_service'
import { TwoFactorSignIn } from '#services/two_factor/two_factor_sign_in'
import { registrationValidator } from '#validators/users/invitations'
import { fieldError } from '#validators/shared/field_error'

export default class RegistrationController {
  async show({ inertia, params }: HttpContext) {
    const invitation = await InvitationService.findUsable(String(params.token ?? ''))
    if (!invitation) return inertia.render('auth/register', { valid: false, invitation: null })
    return inertia.render('auth/register', {
      valid: true,
      invitation: InvitationTransformer.transform(invitation).useVariant('toRegistration'),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, params, session, i18n } = ctx
    const token = String(params.token ?? '')
    const { password } = await request.validateUsing(registrationValidator)
    const user = await InvitationService.accept(token, password, i18n.locale)
    // The link stopped working meanwhile: the page says so.
    if (!user) return response.redirect(`/auth/register/${encodeURIComponent(token)}`)
    if (user === 'user_exists') {
      throw fieldError('email', 'unique', conflictMessage(i18n, 'user_exists'))
    }
    // An invited super-admin (or an administrator of an organization that requires it) sets up
    // the second factor before being signed in.
    if ((await TwoFactorSignIn.begin(ctx, user, { remember: false })) === 'pending') {
      return response.redirect().toRoute('two_factor.challenge')
    }
    session.flash('success', i18n.t('invitations.register.welcome', { name: user.firstName }))
    return response.redirect().toRoute('dashboard')
  }
}
