import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import { API_PATH } from '#middleware/api_json_middleware'

/**
 * The public directory's files, as @adonisjs/static serves them, for every path but the API's:
 * nothing under /api/ is a file, and looking one up on disk for each API request was a good
 * share of a public read's CPU (docs/performance.md, "feeds").
 */
@inject()
export default class StaticFilesMiddleware {
  constructor(private files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    return API_PATH.test(ctx.request.url()) ? next() : this.files.handle(ctx, next)
  }
}
