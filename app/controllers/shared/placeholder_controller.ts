import type { HttpContext } from '@adonisjs/core/http'

/** Screens not built yet: every menu link resolves to a titled page that says it is coming. */
export default class PlaceholderController {
  async show({ inertia, route }: HttpContext) {
    return inertia.render('placeholder', { screen: route?.name ?? '' })
  }
}
