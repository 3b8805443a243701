import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'

let shield: Promise<ShieldMiddleware> | undefined

/**
 * @adonisjs/shield's middleware, built once per process: the package builds its guards (and
 * imports Edge) on every request, and they keep nothing between requests but their configuration.
 */
export default class SharedShieldMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    shield ??= app.container.make(ShieldMiddleware)
    const middleware = await shield
    return middleware.handle(ctx, next)
  }
}
