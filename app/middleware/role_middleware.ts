import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { RoleName } from '#models/role'
import { ForbiddenException } from '#exceptions/http_errors'

export default class RoleMiddleware {
  async handle(ctx: HttpContext, next: NextFn, roles: RoleName[]) {
    if (!ctx.tenant.role || !roles.includes(ctx.tenant.role)) {
      throw new ForbiddenException(ctx.i18n.t('errors.forbidden'))
    }
    return next()
  }
}
