import type { HttpContext } from '@adonisjs/core/http'
import UserTransformer from '#transformers/users/user_transformer'
import { accountDetailsValidator } from '#validators/users/users'
import { TwoFactorService } from '#services/two_factor/two_factor_service'

export default class MyAccountController {
  async show({ inertia, auth }: HttpContext) {
    const user = auth.use('web').user!
    return inertia.render('account/index', {
      account: UserTransformer.transform(user).useVariant('toAccount'),
      twoFactor: await TwoFactorService.stateOf(user),
    })
  }

  async details({ request, response, session, auth, i18n }: HttpContext) {
    const user = auth.use('web').user!
    const data = await request.validateUsing(accountDetailsValidator, {
      meta: { userId: user.id },
    })
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
