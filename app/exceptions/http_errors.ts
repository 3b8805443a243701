import { Exception } from '@adonisjs/core/exceptions'

export class ForbiddenException extends Exception {
  static status = 403
  static code = 'E_FORBIDDEN'
}

export class NotFoundException extends Exception {
  static status = 404
  static code = 'E_NOT_FOUND'
}
