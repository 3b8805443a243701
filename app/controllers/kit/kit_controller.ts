import type { HttpContext } from '@adonisjs/core/http'
import { kitFormValidator } from '#validators/kit/kit'

export default class KitController {
  async show({ inertia }: HttpContext) {
    return inertia.render('kit/index', {
      industries: [
        { value: 1, label: 'Agricultură' },
        { value: 2, label: 'Educație' },
        { value: 3, label: 'Sănătate' },
        { value: 4, label: 'Tehnologie' },
      ],
    })
  }

  async submit({ request, response, session, i18n }: HttpContext) {
    await request.validateUsing(kitFormValidator)
    session.flash('success', i18n.t('kit.saved'))
    return response.redirect().withQs().back()
  }
}
