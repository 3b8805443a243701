import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'

export class ForbiddenException extends Exception {
  static status = 403
  static code = 'E_FORBIDDEN'
}

export class NotFoundException extends Exception {
  static status = 404
  static code = 'E_NOT_FOUND'
}

/** Still a 404, but the page says why. */
export class ModuleInactiveException extends NotFoundException {
  static code = 'E_MODULE_INACTIVE'

  constructor(
    readonly module: string,
    readonly community: string | null
  ) {
    super(`Module ${module} is not active`)
  }
}

/**
 * An action the record's state does not allow now: 409 with the message for a JSON call; a
 * browser (Inertia) goes back to where it came from with the message as an error toast.
 */
export class ConflictException extends Exception {
  static status = 409
  static code = 'E_CONFLICT'

  async handle(error: ConflictException, ctx: HttpContext) {
    const { request, response, session } = ctx
    if (!request.header('x-inertia') && request.accepts(['html', 'json']) === 'json') {
      return response.status(error.status).send({ message: error.message })
    }
    session.flash('error', error.message)
    return response.redirect().back()
  }
}
