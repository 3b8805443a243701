import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import type { DateTime } from 'luxon'
import type Lot from '#models/lot'
import Car from '#models/car'
import Bid from '#models/bid'
import { communityScope } from '#models/mixins/with_tenant_scope'
import type { ListOptions } from '#services/shared/list_query'
import { euros } from '#validators/lots/lot'

/** The lots table: search by title, newest start first. */
export const LOT_LIST_OPTIONS: ListOptions = {
  sortable: {
    title: 'lots.title',
    starts_at: 'lots.starts_at',
    ends_at: 'lots.ends_at',
    cars: 'car_count',
  },
  searchColumn: 'lots.search',
  textSort: ['title'],
  defaultSort: { key: 'starts_at', direction: 'desc' },
}

/** The number of cars and of bids of each lot, as `car_count` and `bid_count`. */
export const LOT_COUNTS = [
  db.raw(
    `(select count(*) from cars c where c.community_id = lots.community_id and c.lot_id = lots.id) as car_count`
  ),
  db.raw(
    `(select count(*) from bids b join cars c on c.community_id = b.community_id and c.id = b.car_id
      where c.community_id = lots.community_id and c.lot_id = lots.id) as bid_count`
  ),
]

/** The number of bids of each car, as `bid_count`. */
export const CAR_BID_COUNT = db.raw(
  `(select count(*) from bids b where b.community_id = cars.community_id and b.car_id = cars.id) as bid_count`
)

export interface LotInput {
  title: string
  start_date: DateTime
  end_date: DateTime
}

export interface CarInput {
  make: string
  model: string
  year: number
  description: string
  starting_price: number
}

export class LotService {
  static async save(lot: Lot, communityId: number, data: LotInput) {
    lot.merge({ communityId, title: data.title, startsAt: data.start_date, endsAt: data.end_date })
    return lot.save()
  }

  static async saveCar(car: Car, lot: Lot, data: CarInput) {
    car.merge({
      communityId: lot.communityId,
      lotId: lot.id,
      make: data.make,
      model: data.model,
      year: data.year,
      description: data.description,
      startingPriceCents: data.starting_price,
    })
    return car.save()
  }

  /** Whether a car of the lot has bids (then the lot cannot be deleted: the database refuses too). */
  static async lotHasBids(lot: Lot) {
    const scope = communityScope(lot.communityId)
    const cars = Car.forTenant(scope).where('cars.lot_id', lot.id).select('cars.id')
    const bid = await Bid.forTenant(scope).whereIn('bids.car_id', cars).select('bids.id').first()
    return bid !== null
  }

  /** Whether the car has bids (then it cannot be deleted). */
  static async carHasBids(car: Car) {
    const bid = await Bid.forTenant(communityScope(car.communityId))
      .where('bids.car_id', car.id)
      .select('bids.id')
      .first()
    return bid !== null
  }

  /**
   * Records a bid above the car's highest one. The car's row is locked until the bid is
   * written, so two bids of the same amount at the same moment cannot both pass.
   */
  static async placeBid(car: Car, contactId: number, amountCents: number, i18n: I18n) {
    return db.transaction(async (trx) => {
      const scope = communityScope(car.communityId)
      await Car.forTenant(scope)
        .useTransaction(trx)
        .where('cars.id', car.id)
        .forUpdate()
        .firstOrFail()
      const highest = await Bid.forTenant(scope)
        .useTransaction(trx)
        .where('bids.car_id', car.id)
        .max('amount_cents as highest')
        .first()
      const highestCents = Number(highest?.$extras.highest ?? 0)
      if (highestCents && amountCents <= highestCents) {
        throw new vineErrors.E_VALIDATION_ERROR([
          {
            field: 'amount',
            rule: 'bid_not_above_highest',
            message: i18n.t('validator.shared.messages.bid_not_above_highest', {
              highest: euros(highestCents),
            }),
          },
        ])
      }
      return Bid.create(
        { communityId: car.communityId, carId: car.id, contactId, amountCents },
        { client: trx }
      )
    })
  }
}
