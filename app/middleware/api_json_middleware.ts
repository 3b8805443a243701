import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

const API_PATH = /^\/api(\/|$)/

/**
 * Every answer under /api/ is JSON, errors included (an unknown path or method, a malformed
 * parameter, a server error…), whatever the caller's Accept header says: the request is read
 * as asking for JSON, so the exception handler and every exception that renders itself (the
 * body parser's, the limiter's) negotiate JSON. A server middleware, so that it also runs for
 * the paths no route matches.
 */
export default class ApiJsonMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    if (API_PATH.test(request.url())) request.headers().accept = 'application/json'
    return next()
  }
}
