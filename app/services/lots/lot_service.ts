import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Lot from '#models/lot'
import Car from '#models/car'
import Bid from '#models/bid'
import { communityScope, type TenantScope } from '#models/mixins/with_tenant_scope'
import { awardedBidOf } from '#services/lots/auction_service'
import type { ListOptions } from '#services/shared/list_query'
import { fieldError } from '#validators/shared/field_error'

/** The lots table: search by title, newest start first, with each lot's cars and bids counted. */
export const LOT_LIST_OPTIONS: ListOptions<typeof Lot> = {
  sortable: {
    title: 'lots.title',
    starts_at: 'lots.starts_at',
    ends_at: 'lots.ends_at',
    cars: 'car_count',
  },
  searchColumn: 'lots.search',
  textSort: ['title'],
  defaultSort: { key: 'starts_at', direction: 'desc' },
  related: (lots) => lots.withScopes((scopes) => scopes.withCounts()),
}

/**
 * The bid a car is awarded to once its lot is closed, its bidder and whether it was withdrawn, as
 * `award`. Raw: the awarded bid is the auction's correlated subquery (`awardedBidOf`), which no
 * relation expresses.
 */
const CAR_AWARD = db.raw(`(select json_build_object('amountCents', b.amount_cents,
    'bidder', concat_ws(' ', ct.first_name, ct.last_name), 'withdrawn', b.withdrawn_at is not null)
  from bids b left join contacts ct on ct.community_id = b.community_id and ct.id = b.contact_id
  where b.community_id = cars.community_id and b.id = ${awardedBidOf('cars')}) as award`)

/** The cars of the lot of the URL (`uid`), with their bids' counts and awards, as its page lists them. */
export function lotCars(tenant: TenantScope, uid: string) {
  return Car.forTenant(tenant)
    .whereIn('cars.lot_id', Lot.idForTenant(tenant, uid))
    .select('cars.*', CAR_AWARD)
    .withScopes((scopes) => scopes.withBidCount())
    .orderBy('cars.make')
    .orderBy('cars.model')
    .orderBy('cars.id')
}

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
  /**
   * Saves the lot's title and dates. Under the lot's lock (bids move its end): a lot that has
   * started keeps its start, an open one's end stays ahead (it closes by "Închide licitația"),
   * a closed one keeps its dates.
   */
  static async save(lot: Lot, communityId: number, data: LotInput, i18n: I18n) {
    if (!lot.$isPersisted) {
      lot.merge({
        communityId,
        title: data.title,
        startsAt: data.start_date,
        endsAt: data.end_date,
      })
      return lot.save()
    }
    return db.transaction(async (trx) => {
      const locked = await Lot.locked(lot.communityId, lot.id, trx)
      const now = DateTime.now()
      const state = locked.stateAt(now)
      const same = (a: DateTime, b: DateTime) => a.toMillis() === b.toMillis()
      const refuse = (field: string, key: string) => {
        throw fieldError(field, 'lot_dates', i18n.t(`lots.dates.${key}`))
      }
      if (state === 'closed') {
        if (!same(locked.startsAt, data.start_date)) refuse('start_date', 'closed')
        if (!same(locked.endsAt, data.end_date)) refuse('end_date', 'closed')
      }
      if (state === 'open') {
        if (!same(locked.startsAt, data.start_date)) refuse('start_date', 'started')
        if (data.end_date <= now) refuse('end_date', 'end_past')
      }
      locked.useTransaction(trx)
      locked.merge({ title: data.title, startsAt: data.start_date, endsAt: data.end_date })
      await locked.save()
      return locked
    })
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
}
