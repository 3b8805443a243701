import { BaseTransformer } from '@adonisjs/core/transformers'
import type Bid from '#models/bid'
import type Invoice from '#models/invoice'
import type { BidState } from '#services/lots/auction_service'
import { centsToDecimal } from '#shared/money'

/** A bid as the car's page lists it (its contact preloaded; null once deleted). */
export default class BidTransformer extends BaseTransformer<Bid> {
  /** A row of the car's bids, with its state (AuctionService's outcome of the car) and live invoice. */
  toCarRow(state: BidState = 'outbid', live?: Invoice) {
    const bid = this.resource
    const contact = bid.contactId ? bid.contact : null
    return {
      uid: bid.uid,
      bidder: contact ? `${contact.firstName} ${contact.lastName}` : null,
      bidderEmail: contact?.email ?? null,
      amount: centsToDecimal(bid.amountCents),
      placedAt: bid.placedAt.toISO()!,
      state,
      withdrawal: bid.withdrawnAt
        ? { at: bid.withdrawnAt.toISO()!, reason: bid.withdrawalReason ?? '' }
        : null,
      award: bid.awardedAt ? { at: bid.awardedAt.toISO()!, reason: bid.awardReason ?? '' } : null,
      /** Its issued invoice, when it has one. */
      invoice: live ? { uid: live.uid, number: live.fullNumber } : null,
    }
  }
}
