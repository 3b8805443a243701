import { randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import logger from '@adonisjs/core/services/logger'
import { AuditService, requestActor } from '#services/audit/audit_service'
import { Exception } from '@adonisjs/core/exceptions'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { HttpError, StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { API_PATH } from '#middleware/api_json_middleware'
import {
  ForbiddenException,
  ModuleInactiveException,
  NotFoundException,
} from '#exceptions/http_errors'

const errorIds = new WeakMap<HttpContext, string>()

/** A refused access (403) is written to the audit trail: who, which URL, from where. */
async function recordDenied(ctx: HttpContext) {
  const actor = requestActor(ctx)
  // A guest's refusal (the public API's) names no one: not written, nor can it flood the table.
  if (!actor?.userId) return
  await AuditService.recordQuietly(
    {
      action: 'access_denied',
      record: { type: 'route', label: `${ctx.request.method()} ${ctx.request.url()}` },
      actor,
      organizationOfUser: actor?.organizationId ? null : actor?.userId,
    },
    logger
  )
}

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
  // Malformed JSON (JSON.parse's error, given status 400 by the body parser), or JSON nested
  // deeper than the parser's empty-string reviver can recurse (the stack's RangeError).
  if (error.status === 400 && (error instanceof SyntaxError || error instanceof RangeError)) {
    return 'errors.body_invalid'
  }
  // JSON that is not an object or an array: the parser's strict check, without a code.
  if (error.status === 422 && !error.code && !('messages' in error)) return 'errors.body_invalid'
  return null
}

/** The code an /api/ error carries beside its message (docs/events.md, "Registration API"). */
function apiErrorCode(status: number) {
  if (status >= 500) return 'server_error'
  const codes: Record<number, string> = {
    403: 'forbidden',
    404: 'not_found',
    413: 'body_too_large',
    422: 'invalid',
    429: 'too_many_requests',
  }
  return codes[status] ?? 'bad_request'
}

/** A JSON error's body: under /api/ with its code, as the public API answers its refusals. */
function jsonErrorBody(ctx: HttpContext, status: number, message: string) {
  return API_PATH.test(ctx.request.url()) ? { error: apiErrorCode(status), message } : { message }
}

/** What a client error says in production when the app did not word it: its status's sentence. */
function clientErrorKey(status: number) {
  if (status === 403) return 'errors.forbidden'
  if (status === 404) return 'errors.not_found'
  if (status === 413) return 'errors.body_too_large'
  return 'errors.request_refused'
}

/** The app's own words for the client: the catalog's, never an internal error's. */
class ClientSafeError extends Exception {
  constructor(
    message: string,
    status: number,
    readonly errorId: string | null = null
  ) {
    super(message, { status })
  }
}

/** Answered with its message only, in debug mode too. */
class UnreadableBodyError extends Exception {
  handle(error: UnreadableBodyError, ctx: HttpContext) {
    const json = ctx.request.accepts(['html', 'json']) === 'json'
    ctx.response
      .status(error.status)
      .send(json ? jsonErrorBody(ctx, error.status, error.message) : `<p>${error.message}</p>`)
  }
}

/** A client error whose message the app wrote for the user (a validation error's, its own). */
function wordedByTheApp(error: HttpError) {
  if (error.code === 'E_VALIDATION_ERROR' && 'messages' in error) return true
  return error instanceof NotFoundException || error instanceof ForbiddenException
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
    if (httpError.status === 403) await recordDenied(ctx)
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
    // In production a framework's client error ("Cannot POST:/x", "Row not found") is not shown;
    // nor under /api/ in any mode: the API answers its documented shape (app/openapi).
    const apiClientError = API_PATH.test(ctx.request.url()) && httpError.status < 500
    if ((!this.debug || apiClientError) && !wordedByTheApp(httpError)) {
      const message = i18n.t(clientErrorKey(httpError.status))
      return super.handle(new ClientSafeError(message, httpError.status), ctx)
    }
    return super.handle(error, ctx)
  }

  /**
   * Outside debug mode, the message alone; under /api/ with its code, a client error in debug
   * mode too (the shape the OpenAPI document gives, app/openapi/components.ts).
   */
  async renderErrorAsJSON(error: HttpError, ctx: HttpContext) {
    const apiClientError = API_PATH.test(ctx.request.url()) && error.status < 500
    if (this.isDebuggingEnabled(ctx) && !apiClientError) return super.renderErrorAsJSON(error, ctx)
    ctx.response.status(error.status).send(jsonErrorBody(ctx, error.status, error.message))
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
