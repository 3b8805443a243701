import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import { API_PATH } from '#middleware/api_json_middleware'

/** A path naming a file: its last segment ends in an extension (`/assets/app-1a2b.js`). */
const FILE_PATH = /\.[a-z0-9]+$/i

/**
 * The public directory's files, as @adonisjs/static serves them, looked up on disk only for a
 * path that names a file outside /api/: pages and API answers never do, and a disk look-up on
 * each was about a tenth of a signed-in page's CPU (docs/performance.md, "The floor").
 */
@inject()
export default class StaticFilesMiddleware {
  constructor(private files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    return FILE_PATH.test(path) && !API_PATH.test(path) ? this.files.handle(ctx, next) : next()
  }
}
