import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { ModuleInactiveException } from '#exceptions/http_errors'

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  /** 403 and 404 always get the app's own page; 5xx only in production (debug page otherwise). */
  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '403': (error, { inertia }) =>
      inertia.render('errors/forbidden', {
        message: (error as { message?: string }).message ?? null,
      }),
    '404': (error, { inertia }) =>
      error instanceof ModuleInactiveException
        ? inertia.render('errors/module_inactive', {
            module: error.module,
            community: error.community,
          })
        : inertia.render('errors/not_found', {}),
    ...(app.inProduction
      ? {
          '500..599': ((_, { inertia }) =>
            inertia.render('errors/server_error', {})) as StatusPageRenderer,
        }
      : {}),
  }

  async handle(error: unknown, ctx: HttpContext) {
    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
