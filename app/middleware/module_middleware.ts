import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ModuleInactiveException } from '#exceptions/http_errors'
import Module from '#models/module'

/** Without the module, a 404 whose page says that the module is not active. */
export default class ModuleMiddleware {
  async handle(ctx: HttpContext, next: NextFn, slug: string) {
    if (!ctx.tenant.hasModule(slug)) {
      const module = await Module.findBy('slug', slug)
      throw new ModuleInactiveException(module?.name ?? slug, ctx.tenant.community?.name ?? null)
    }
    return next()
  }
}
