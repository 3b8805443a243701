import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Community from '#models/community'
import Contact, { type ContactAddress } from '#models/contact'
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

/** The bidders, each with the postal address an invoice's buyer is prefilled from. */
const BIDDERS: [string, string, string, ContactAddress][] = [
  [
    'Andrei',
    'Marinescu',
    'andrei.marinescu@example.com',
    { street: 'Str. Memorandumului 28', city: 'Cluj-Napoca', county: 'RO-CJ', zip_code: '400114' },
  ],
  [
    'Ioana',
    'Constantin',
    'ioana.constantin@example.com',
    { street: 'Bd. Carol I 34', city: 'București', county: 'RO-B', sector: 2, zip_code: '020922' },
  ],
  [
    'Radu',
    'Stoica',
    'radu.stoica@example.com',
    { street: 'Str. Republicii 15', city: 'Brașov', county: 'RO-BV', zip_code: '500030' },
  ],
]

/**
 * An open lot with cars and bids in the demo community (`slug`), and a lot that closed last
 * month with a car won by its highest bid and an unsold one, so that the auction screens are not
 * empty on first start; the bidders are contacts of the community with their addresses, so that
 * the winners' invoices carry a complete buyer. The lots are skipped when the community has one
 * already (safe to run again; also reaches databases seeded before it, whose bidders get their
 * addresses).
 */
export async function seedDemoAuction(slug = 'comunitatea-demo') {
  const community = await Community.findBy('slug', slug)
  if (!community) return
  const scope = communityScope(community.id)

  await db.transaction(async (trx) => {
    const contacts = []
    for (const [firstName, lastName, email, address] of BIDDERS) {
      const contact = await Contact.firstOrCreate(
        { communityId: community.id, email },
        {
          communityId: community.id,
          firstName,
          lastName,
          email,
          extraData: {},
          type: 'contact',
          address,
        },
        { client: trx }
      )
      // A bidder seeded before contacts had an address gets it now.
      if (!Object.keys(contact.address ?? {}).length) {
        contact.address = address
        await contact.useTransaction(trx).save()
      }
      contacts.push(contact)
    }
    if (await Lot.forTenant(scope).useTransaction(trx).first()) return
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
