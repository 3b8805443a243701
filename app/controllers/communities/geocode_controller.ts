import type { HttpContext } from '@adonisjs/core/http'
import { geocoder } from '#services/shared/configured_geocoder'

export default class GeocodeController {
  async search({ request, response }: HttpContext) {
    const q = request.input('q')
    const suggestions = typeof q === 'string' ? await geocoder().search(q) : []
    return response.json(suggestions)
  }
}
