import type { HttpContext } from '@adonisjs/core/http'
import InvitationTransformer from '#transformers/users/invitation_transformer'
import { conflictMessage, InvitationService } from '#services/users/invitation_service'
import { SessionLifetime } from '#controllers/auth/session_lifetime'
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
    const { request, response, params, auth, session, i18n } = ctx
    const token = String(params.token ?? '')
    const { password } = await request.validateUsing(registrationValidator)
    const user = await InvitationService.accept(token, password, i18n.locale)
    // The link stopped working meanwhile: the page says so.
    if (!user) return response.redirect(`/auth/register/${encodeURIComponent(token)}`)
    if (user === 'user_exists') {
      throw fieldError('email', 'unique', conflictMessage(i18n, 'user_exists'))
    }
    await auth.use('web').login(user)
    await SessionLifetime.start(ctx, user, false)
    session.flash('success', i18n.t('invitations.register.welcome', { name: user.firstName }))
    return response.redirect().toRoute('dashboard')
  }
}
