import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Public endpoints read by the companion mobile app, and the health check of
 * load balancers (no session): their answers carry no cookies. The session
 * and CSRF middleware run for every route and add their cookies after the
 * controller, so this server middleware (which wraps them) drops them on the
 * way out.
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
