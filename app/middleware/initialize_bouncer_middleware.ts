import { Bouncer } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import type { NextFn } from '@adonisjs/core/types/http'
import { policies } from '#policies/main'

export default class InitializeBouncerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.bouncer = new Bouncer(
      () => ctx.auth.use('web').user || null,
      // No role-wide abilities: roles are checked by the role middleware (docs/architecture.md).
      {},
      policies
    ).setContainerResolver(ctx.containerResolver)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    // The staff's policies: members (the `member` guard) are checked by their API's middleware.
    bouncer: Bouncer<User, Record<never, never>, typeof policies>
  }
}
