import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * The stateless group's authenticator (the member API's token guard), as @adonisjs/auth's
 * initialize_auth_middleware makes it, without sharing it with the templates: that builds a
 * template renderer (`ctx.view`, with a look at the disk) for every request, and the API renders
 * none (docs/performance.md, "feeds").
 */
export default class ApiAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const manager = await ctx.containerResolver.make('auth.manager')
    ctx.auth = manager.createAuthenticator(ctx)
    return next()
  }
}
