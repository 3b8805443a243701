import { randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { Exception } from '@adonisjs/core/exceptions'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { HttpError, StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { ModuleInactiveException } from '#exceptions/http_errors'

const errorIds = new WeakMap<HttpContext, string>()

function errorIdOf(ctx: HttpContext) {
  let id = errorIds.get(ctx)
  if (!id) errorIds.set(ctx, (id = randomBytes(4).toString('hex')))
  return id
}

/** The request's language; the body parser fails before it is known (then Romanian). */
const i18nOf = (ctx: HttpContext) =>
  (ctx.i18n as HttpContext['i18n'] | undefined) ?? i18nManager.locale(i18nManager.defaultLocale)

/** A request body the body parser refuses (its messages are English): the catalog key. */
function bodyErrorKey(error: HttpError) {
  if (error.code === 'E_REQUEST_ENTITY_TOO_LARGE') return 'errors.body_too_large'
  if (error.code === 'E_ENCODING_UNSUPPORTED') return 'errors.body_encoding'
  if (error.code === 'E_INVALID_MULTIPART_REQUEST') return 'errors.body_invalid'
  // Malformed JSON (JSON.parse's error, given status 400 by the body parser).
  if (error.status === 400 && error instanceof SyntaxError) return 'errors.body_invalid'
  // JSON that is not an object or an array: the parser's strict check, without a code.
  if (error.status === 422 && !error.code && !('messages' in error)) return 'errors.body_invalid'
  return null
}

class ClientSafeError extends Exception {
  constructor(
    message: string,
    status: number,
    readonly errorId: string
  ) {
    super(message, { status })
  }
}

/** Answered with its message only, in debug mode too. */
class UnreadableBodyError extends Exception {
  handle(error: UnreadableBodyError, { request, response }: HttpContext) {
    const json = request.accepts(['html', 'json']) === 'json'
    response
      .status(error.status)
      .send(json ? { message: error.message } : `<p>${error.message}</p>`)
  }
}

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
          '500..599': ((error, { inertia }) =>
            inertia.render('errors/server_error', {
              errorId: error instanceof ClientSafeError ? error.errorId : null,
            })) as StatusPageRenderer,
        }
      : {}),
  }

  /** In production a server error never shows its text (SQL, paths) nor a stack: only its id. */
  async handle(error: unknown, ctx: HttpContext) {
    const httpError = this.toHttpError(error)
    if (typeof httpError.handle === 'function') return super.handle(error, ctx)
    const i18n = i18nOf(ctx)
    if (httpError.status >= 500 && !this.debug) {
      const id = errorIdOf(ctx)
      const message = i18n.t('errors.server_error_with_id', { id })
      return super.handle(new ClientSafeError(message, httpError.status, id), ctx)
    }
    const bodyKey = bodyErrorKey(httpError)
    if (bodyKey) {
      return super.handle(
        new UnreadableBodyError(i18n.t(bodyKey), { status: httpError.status }),
        ctx
      )
    }
    return super.handle(error, ctx)
  }

  /** A server error's log line carries the id its answer shows; a 4xx warning has none. */
  async report(error: unknown, ctx: HttpContext) {
    if (this.toHttpError(error).status >= 500) errorIdOf(ctx)
    return super.report(error, ctx)
  }

  protected context(ctx: HttpContext) {
    const errorId = errorIds.get(ctx)
    return errorId ? { ...super.context(ctx), errorId } : super.context(ctx)
  }
}
