import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'

let shield: Promise<ShieldMiddleware> | undefined

/**
 * @adonisjs/shield's middleware, made once per process from the package's own container binding:
 * the binding builds the guards (and imports Edge) on every request, though they keep nothing but
 * their configuration; that was about a twentieth of a signed-in page's CPU (docs/performance.md,
 * "The floor").
 */
export default class SharedShieldMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    shield ??= app.container.make(ShieldMiddleware)
    const middleware = await shield
    return middleware.handle(ctx, next)
  }
}
