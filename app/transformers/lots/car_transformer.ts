import { BaseTransformer } from '@adonisjs/core/transformers'
import type Car from '#models/car'
import { imageUrl } from '#services/images/image_urls'
import { centsToDecimal, centsToInput } from '#shared/money'

/** A car as the pages see it; prices leave as text (decimals with a dot, or the form's "12,50"). */
export default class CarTransformer extends BaseTransformer<Car> {
  /**
   * A row of a lot's cars (the query reads `bid_count` and `award`: the bid the car goes to
   * once the lot is closed, its bidder, whether it was withdrawn).
   */
  toRow() {
    const car = this.resource
    const award = car.$extras.award as {
      amountCents: number
      bidder: string
      withdrawn: boolean
    } | null
    return {
      ...this.pick(car, ['uid', 'make', 'model', 'year']),
      startingPrice: centsToDecimal(car.startingPriceCents),
      bidCount: Number(car.$extras.bid_count ?? 0),
      award: award
        ? {
            amount: centsToDecimal(award.amountCents),
            bidder: award.bidder || null,
            withdrawn: award.withdrawn,
          }
        : null,
    }
  }

  /** The car form's fields as it holds them (and posts them back), and the photo. */
  toForm() {
    const car = this.resource
    return {
      ...this.pick(car, ['uid', 'make', 'model', 'description']),
      year: String(car.year),
      starting_price: centsToInput(car.startingPriceCents),
      photoUrl: imageUrl('car.photo', car),
    }
  }

  /** The car's page: its details, photo and starting price. */
  toPage() {
    const car = this.resource
    return {
      ...this.pick(car, ['uid', 'make', 'model', 'year', 'description']),
      startingPrice: centsToDecimal(car.startingPriceCents),
      photoUrl: imageUrl('car.photo', car),
    }
  }
}
