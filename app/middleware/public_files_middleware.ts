import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

const FILE_PATH = /\.[a-z0-9]+$/i

/**
 * The files of public/, served by @adonisjs/static. The app's own routes never end in an
 * extension, so a page or JSON request goes straight on without a look-up on disk.
 */
@inject()
export default class PublicFilesMiddleware {
  constructor(protected files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (!FILE_PATH.test(ctx.request.url())) return next()
    return this.files.handle(ctx, next)
  }
}
