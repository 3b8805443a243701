import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { TenantContext } from '#services/shared/tenant_context'

export default class TenantContextMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.use('web').user
    const chosenId = ctx.session?.get('community_id') as number | undefined
    ctx.tenant = user ? await TenantContext.forUser(user, chosenId) : TenantContext.guest()
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    tenant: TenantContext
  }
}
