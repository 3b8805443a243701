import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Lot from '#models/lot'
import Car from '#models/car'
import Bid from '#models/bid'
import { unique } from '#database/factories/unique'

/**
 * A lot with a unique title, open from yesterday for a month; merge `communityId`. States:
 * `scheduled` (starts tomorrow, for a week), `closed` (ran for a week, ended an hour ago).
 */
export const LotFactory = factory
  .define(Lot, () => {
    const startsAt = DateTime.now().minus({ days: 1 }).startOf('hour')
    return { title: unique('Licitație'), startsAt, endsAt: startsAt.plus({ months: 1 }) }
  })
  .state('scheduled', (lot) => {
    lot.startsAt = DateTime.now().plus({ days: 1 }).startOf('hour')
    lot.endsAt = lot.startsAt.plus({ weeks: 1 })
  })
  .state('closed', (lot) => {
    lot.endsAt = DateTime.now().minus({ hours: 1 })
    lot.startsAt = lot.endsAt.minus({ weeks: 1 })
  })
  .build()

/** A 2018 Dacia Logan starting at 3,000 EUR, without photo; merge `communityId` and `lotId`. */
export const CarFactory = factory
  .define(Car, () => ({
    make: 'Dacia',
    model: unique('Logan'),
    year: 2018,
    description: 'Un singur proprietar, revizii la zi.',
    startingPriceCents: 300_000,
    photo: null,
  }))
  .build()

/**
 * A bid of 3,500 EUR placed now; merge `communityId`, `carId` and `contactId`. States:
 * `withdrawn` (its winner withdrew, recorded now), `awarded` (awarded after the close, now).
 */
export const BidFactory = factory
  .define(Bid, () => ({ amountCents: 350_000, placedAt: DateTime.now() }))
  .state('withdrawn', (bid) => {
    bid.withdrawnAt = DateTime.now()
    bid.withdrawalReason = 'Cumpărătorul a renunțat.'
  })
  .state('awarded', (bid) => {
    bid.awardedAt = DateTime.now()
    bid.awardReason = 'Câștigătorul s-a retras.'
  })
  .build()

/**
 * A won car: a car (`car`: its fields over CarFactory's) of a closed lot of the community with
 * the contacts' bids (EUR cents, in the order given, placed in the lot's last minutes), the
 * highest the winner. Returns the lot, the car and the bids highest first.
 */
export async function createWonCar(
  communityId: number,
  bids: { contactId: number | null; amountCents: number }[],
  car: Partial<Pick<Car, 'make' | 'model' | 'year' | 'startingPriceCents'>> = {}
) {
  const lot = await LotFactory.apply('closed').merge({ communityId }).create()
  const made = await CarFactory.merge({ ...car, communityId, lotId: lot.id }).create()
  const created = []
  for (const [index, bid] of bids.entries()) {
    created.push(
      await BidFactory.merge({
        communityId,
        carId: made.id,
        ...bid,
        placedAt: lot.endsAt.minus({ minutes: bids.length - index }),
      }).create()
    )
  }
  created.sort((a, b) => b.amountCents - a.amountCents || a.id - b.id)
  return { lot, car: made, bids: created }
}
