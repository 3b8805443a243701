import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Community from '#models/community'
import Contact from '#models/contact'
import Lot from '#models/lot'
import Car from '#models/car'
import Bid from '#models/bid'
import { communityScope } from '#models/mixins/with_tenant_scope'

/** The demo lot's cars: make, model, year, starting price (EUR) and the bids (EUR) in order. */
const CARS = [
  ['Dacia', 'Duster', 2019, 9500, [9600, 10_100, 10_750]],
  ['Volkswagen', 'Golf', 2017, 7800, [8000, 8250]],
  ['Škoda', 'Octavia', 2020, 12_500, [12_500]],
  ['Renault', 'Clio', 2015, 3900, []],
] as const

/** The closed demo lot's cars: the Passat went to its highest bid, the Logan had none. */
const CLOSED_CARS = [
  ['Volkswagen', 'Passat', 2016, 6500, [6600, 7100]],
  ['Dacia', 'Logan', 2014, 2500, []],
] as const

const BIDDERS = [
  ['Andrei', 'Marinescu', 'andrei.marinescu@example.com'],
  ['Ioana', 'Constantin', 'ioana.constantin@example.com'],
  ['Radu', 'Stoica', 'radu.stoica@example.com'],
] as const

/**
 * An open lot with cars and bids in the demo community (`slug`), and a lot that closed last
 * month with a car won by its highest bid and an unsold one, so that the auction screens are not
 * empty on first start; the bidders are contacts of the community. Skipped when the community
 * has a lot already (safe to run again; also reaches databases seeded before it).
 */
export async function seedDemoAuction(slug = 'comunitatea-demo') {
  const community = await Community.findBy('slug', slug)
  if (!community) return
  const scope = communityScope(community.id)
  if (await Lot.forTenant(scope).first()) return

  await db.transaction(async (trx) => {
    const contacts = []
    for (const [firstName, lastName, email] of BIDDERS) {
      const contact = await Contact.firstOrCreate(
        { communityId: community.id, email },
        { communityId: community.id, firstName, lastName, email, extraData: {}, type: 'contact' },
        { client: trx }
      )
      contacts.push(contact)
    }
    const lots = [
      ['Licitația de iarnă – autoturisme second-hand', DateTime.now().minus({ days: 3 }), CARS],
      ['Licitația de toamnă – încheiată', DateTime.now().minus({ days: 40 }), CLOSED_CARS],
    ] as const
    for (const [title, start, cars] of lots) {
      const startsAt = start.startOf('hour')
      const lot = await Lot.create(
        { communityId: community.id, title, startsAt, endsAt: startsAt.plus({ days: 14 }) },
        { client: trx }
      )
      await seedCars(community.id, lot, startsAt, cars, contacts, trx)
    }
  })
}

type DemoCar = readonly [string, string, number, number, readonly number[]]

/** The lot's cars and their bids, in order, by the bidders in turn. */
async function seedCars(
  communityId: number,
  lot: Lot,
  startsAt: DateTime,
  cars: readonly DemoCar[],
  contacts: Contact[],
  trx: TransactionClientContract
) {
  const community = { id: communityId }
  for (const [index, [make, model, year, startingPrice, bids]] of cars.entries()) {
    const car = await Car.create(
      {
        communityId: community.id,
        lotId: lot.id,
        make,
        model,
        year,
        description: `${make} ${model} din ${year}, un singur proprietar, cu istoric de service.`,
        startingPriceCents: startingPrice * 100,
      },
      { client: trx }
    )
    for (const [order, amount] of bids.entries()) {
      await Bid.create(
        {
          communityId: community.id,
          carId: car.id,
          contactId: contacts[(index + order) % contacts.length].id,
          amountCents: amount * 100,
          placedAt: startsAt.plus({ hours: 6 * (order + 1) + index }),
        },
        { client: trx }
      )
    }
  }
}
