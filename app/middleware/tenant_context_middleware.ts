import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { TenantContext } from '#services/shared/tenant_context'

export default class TenantContextMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    ctx.tenant = user ? await TenantContext.forUser(user, ctx) : TenantContext.guest()
    return next()
  }
}
