import type { HttpContext } from '@adonisjs/core/http'
import { ImageService } from '#services/image_service'
import { accountDetailsValidator, avatarValidator } from '#validators/users'

/** Avatars are stored at most 512 px on their longest side. */
const AVATAR_MAX_DIMENSION = 512

/** /my-account: the signed-in user's own record (any role). */
export default class MyAccountController {
  async show({ inertia, auth }: HttpContext) {
    const user = auth.user!
    return inertia.render('account/index', {
      account: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phoneNumber: user.phoneNumber ?? '',
      },
    })
  }

  async details({ request, response, session, auth, i18n }: HttpContext) {
    const user = auth.user!
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
    return response.redirect('/my-account')
  }

  async avatar({ request, response, session, auth, i18n }: HttpContext) {
    const user = auth.user!
    const { avatar } = await request.validateUsing(avatarValidator)
    await ImageService.attach(user, 'avatar', avatar, {
      type: 'avatar',
      field: 'avatar',
      maxDimension: AVATAR_MAX_DIMENSION,
      i18n,
    })
    session.flash('success', i18n.t('account.avatar_saved'))
    return response.redirect('/my-account')
  }

  async destroyAvatar({ response, session, auth, i18n }: HttpContext) {
    const user = auth.user!
    await ImageService.detach(user, 'avatar')
    session.flash('success', i18n.t('account.avatar_deleted'))
    return response.redirect('/my-account')
  }
}
