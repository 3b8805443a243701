import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { NotFoundException } from '#exceptions/http_errors'

/** Lets the request through only when the current community has the module (404 otherwise). */
export default class ModuleMiddleware {
  async handle(ctx: HttpContext, next: NextFn, slug: string) {
    if (!ctx.tenant.hasModule(slug)) {
      throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    }
    return next()
  }
}
