import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** The stateless API's paths (docs/architecture.md). */
export const API_PATH = /^\/api(\/|$)/

/**
 * Every answer under /api/ is JSON, errors included, whatever the Accept header says. A server
 * middleware, so that it also runs for the paths no route matches.
 */
export default class ApiJsonMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    if (API_PATH.test(request.url())) request.headers().accept = 'application/json'
    return next()
  }
}
