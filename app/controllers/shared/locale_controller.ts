import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'

const localeValidator = vine.create({ locale: vine.enum(['ro', 'en']) })

export default class LocaleController {
  async update({ request, response, auth, session }: HttpContext) {
    const { locale } = await request.validateUsing(localeValidator)
    session.put('locale', locale)
    const user = auth.use('web').user
    if (user) {
      user.locale = locale
      await user.save()
    }
    return response.redirect().withQs().back()
  }
}
