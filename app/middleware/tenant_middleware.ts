import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import { ForbiddenException } from '#exceptions/http_errors'

/** An org-admin whose organization has no community yet. */
export class NoCommunityException extends Exception {
  static status = 409
  static code = 'E_NO_COMMUNITY'

  async handle(error: NoCommunityException, ctx: HttpContext) {
    const message = ctx.i18n.t('tenant.no_community')
    ctx.response.status(error.status)
    if (!ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json') {
      return ctx.response.send({ message })
    }
    return ctx.response.send(await ctx.inertia.render('tenant/no_community', {}))
  }
}

/** Org-admins with a current community only; behind it, every read goes through the tenant scope. */
export default class TenantMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.tenant.isOrgAdmin) {
      throw new ForbiddenException(ctx.i18n.t('errors.forbidden'))
    }
    if (!ctx.tenant.community) throw new NoCommunityException('No community')
    return next()
  }
}
