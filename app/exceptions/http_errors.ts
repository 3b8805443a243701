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
