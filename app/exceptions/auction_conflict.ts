import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'

/**
 * An auction action the record's state does not allow now (closing a lot that is not open,
 * withdrawing a bid that is not the winner…): 409 with the message for a JSON call; a browser
 * (Inertia) goes back to where it came from with the message as an error toast.
 */
export class AuctionConflictException extends Exception {
  static status = 409
  static code = 'E_AUCTION_CONFLICT'

  async handle(error: AuctionConflictException, ctx: HttpContext) {
    const { request, response, session } = ctx
    if (!request.header('x-inertia') && request.accepts(['html', 'json']) === 'json') {
      return response.status(error.status).send({ message: error.message })
    }
    session.flash('error', error.message)
    return response.redirect().back()
  }
}
