import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Answers without a session carry no cookies: the session and CSRF middleware add theirs after
 * the controller, so this server middleware, which wraps them, drops them on the way out.
 */
const STATELESS_PATHS = ['/api/', '/images/mobile-app/', '/health']

export default class StatelessPublicMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    const stateless = STATELESS_PATHS.some((prefix) => path.startsWith(prefix))
    await next()
    if (stateless) ctx.response.removeHeader('set-cookie')
  }
}
