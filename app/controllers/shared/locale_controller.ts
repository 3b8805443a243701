import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'

const localeValidator = vine.create({ locale: vine.enum(['ro', 'en']) })

/** Switches the interface language (kept on the user, or in the session for guests). */
export default class LocaleController {
  async update({ request, response, auth, session }: HttpContext) {
    const { locale } = await request.validateUsing(localeValidator)
    session.put('locale', locale)
    if (auth.user) {
      auth.user.locale = locale
      await auth.user.save()
    }
    return response.redirect().withQs().back()
  }
}
