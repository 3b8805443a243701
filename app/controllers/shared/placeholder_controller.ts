import type { HttpContext } from '@adonisjs/core/http'

/**
 * Screens whose issue has not landed yet: every menu link resolves to a
 * titled page that says the screen is coming. Each later issue replaces
 * its routes with a real controller.
 */
export default class PlaceholderController {
  async show({ inertia, route }: HttpContext) {
    return inertia.render('placeholder', { screen: route?.name ?? '' })
  }
}
