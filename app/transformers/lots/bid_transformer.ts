import { BaseTransformer } from '@adonisjs/core/transformers'
import type Bid from '#models/bid'
import { centsToDecimal } from '#shared/money'

/** A bid as the car's page lists it (its contact preloaded; null once deleted). */
export default class BidTransformer extends BaseTransformer<Bid> {
  toCarRow() {
    const bid = this.resource
    const contact = bid.contactId ? bid.contact : null
    return {
      uid: bid.uid,
      bidder: contact ? `${contact.firstName} ${contact.lastName}` : null,
      bidderEmail: contact?.email ?? null,
      amount: centsToDecimal(bid.amountCents),
      placedAt: bid.placedAt.toISO()!,
    }
  }
}
