import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Lot from '#models/lot'
import Car from '#models/car'
import Bid from '#models/bid'
import { unique } from '#database/factories/unique'

/** A lot with a unique title, open from yesterday for a month; merge `communityId`. */
export const LotFactory = factory
  .define(Lot, () => {
    const startsAt = DateTime.now().minus({ days: 1 }).startOf('hour')
    return { title: unique('Licitație'), startsAt, endsAt: startsAt.plus({ months: 1 }) }
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

/** A bid of 3,500 EUR placed now; merge `communityId`, `carId` and `contactId`. */
export const BidFactory = factory
  .define(Bid, () => ({ amountCents: 350_000, placedAt: DateTime.now() }))
  .build()
