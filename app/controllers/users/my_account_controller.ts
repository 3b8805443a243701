import type { HttpContext } from '@adonisjs/core/http'
import UserTransformer from '#transformers/users/user_transformer'
import { accountDetailsValidator } from '#validators/users/users'
import { SessionLifetimeService } from '#services/auth/session_lifetime_service'
import { SessionActivity } from '#services/auth/session_activity'
import { describeUserAgent } from '#services/auth/user_agent'
import { TwoFactorService } from '#services/two_factor/two_factor_service'
import { FreshConfirmation } from '#services/confirmation/fresh_confirmation'
import { fieldError } from '#validators/shared/field_error'

export default class MyAccountController {
  async show({ inertia, auth, session }: HttpContext) {
    const user = auth.use('web').user!
    const rows = await SessionLifetimeService.listFor(user)
    return inertia.render('account/index', {
      account: UserTransformer.transform(user).useVariant('toAccount'),
      twoFactor: await TwoFactorService.stateOf(user),
      sessions: rows.map((row) => ({
        id: row.public_id as string,
        ...describeUserAgent(row.user_agent),
        ip: row.ip_address as string | null,
        signedInAt: new Date(row.created_at).toISOString(),
        lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
        remembered: !!row.remembered,
        current: row.id === session.sessionId,
      })),
      offerEndOthers: SessionActivity.takeOffer(session),
    })
  }

  async details({ request, response, session, auth, i18n }: HttpContext) {
    const user = auth.use('web').user!
    const data = await request.validateUsing(accountDetailsValidator, {
      meta: { userId: user.id },
    })
    // The e-mail is how the password is reset: changing it asks a fresh confirmation (ASVS
    // V7.5.1), as the fresh-confirmation middleware does; the names and phone do not.
    const emailChanged = data.email.toLowerCase() !== user.email.toLowerCase()
    if (emailChanged && !FreshConfirmation.isFresh(session)) {
      throw fieldError('confirmation', 'confirmation_required', i18n.t('confirmation.required'))
    }
    user.merge({
      firstName: data.first_name,
      lastName: data.last_name,
      email: data.email,
      phoneNumber: data.phone_number,
    })
    await user.save()
    session.flash('success', i18n.t('account.details_saved'))
    return response.redirect().toRoute('my_account')
  }
}
