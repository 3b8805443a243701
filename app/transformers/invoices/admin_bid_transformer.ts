import { BaseTransformer } from '@adonisjs/core/transformers'
import type Bid from '#models/bid'
import { centsToDecimal } from '#shared/money'
import type { BidState } from '#services/lots/auction_service'

type CarInfo = {
  carUid: string
  make: string
  model: string
  year: number
  lotUid: string
  lotTitle: string
}

/**
 * A bid as /administrare/bids shows it: its own columns and what the list's statement adds
 * beside them (its car and lot, its bidder, its live invoice, its community).
 */
export default class AdminBidTransformer extends BaseTransformer<Bid> {
  /** The bid's own attributes a row reads (listQuery's `columns`). */
  static readonly rowFields = [
    'uid',
    'id',
    'amountCents',
    'placedAt',
  ] as const satisfies readonly (keyof Bid)[]

  toRow() {
    const bid = this.resource
    const extras = bid.$extras as {
      car_info: CarInfo | null
      bidder: string | null
      invoice_info: { uid: string; number: string } | null
      community_name?: string | null
      bid_state: BidState
    }
    return {
      uid: bid.uid,
      id: bid.id,
      amountCents: bid.amountCents,
      amount: centsToDecimal(bid.amountCents),
      placedAt: bid.placedAt.toISO(),
      car: extras.car_info,
      bidder: extras.bidder,
      invoice: extras.invoice_info,
      community: extras.community_name ?? null,
      /** În curs, depășită, câștigătoare, retrasă or renunțat; only a winner is invoiced. */
      state: extras.bid_state,
    }
  }
}
