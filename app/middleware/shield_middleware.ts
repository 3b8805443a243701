import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'

let shield: Promise<ShieldMiddleware> | undefined

/**
 * @adonisjs/shield's middleware (CSRF, CSP, frame guard, HSTS, no-sniff),
 * built once per process. The package binds it per request: each request
 * built its five guards again and imported Edge (seen in the load profile).
 * Its guards keep nothing between requests, only their configuration.
 */
export default class SharedShieldMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    shield ??= app.container.make(ShieldMiddleware)
    const middleware = await shield
    return middleware.handle(ctx, next)
  }
}
