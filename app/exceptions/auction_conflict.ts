import { ConflictException } from '#exceptions/http_errors'

/** An auction action the record's state does not allow now (closing a lot that is not open…). */
export class AuctionConflictException extends ConflictException {
  static code = 'E_AUCTION_CONFLICT'
}
