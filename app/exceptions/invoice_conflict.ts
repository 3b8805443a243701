import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'

/**
 * A bid that already has a live invoice: 409 with the message for a JSON call; a browser
 * (Inertia) goes back to where it came from with the message as an error toast.
 */
export class InvoiceConflictException extends Exception {
  static status = 409
  static code = 'E_INVOICE_CONFLICT'

  async handle(error: InvoiceConflictException, ctx: HttpContext) {
    const { request, response, session } = ctx
    if (!request.header('x-inertia') && request.accepts(['html', 'json']) === 'json') {
      return response.status(error.status).send({ message: error.message })
    }
    session.flash('error', error.message)
    return response.redirect().back()
  }
}
