/**
 * The demo data of the auction (database/data/demo_auction.ts): a lot with cars and bids, so
 * that the screens are not empty on first start. Seeded here into a fresh community (the
 * development seeder gives it the demo community's slug).
 */
import { expect, test } from 'vitest'
import { query } from '../support/db.ts'
import { signedInOrgAdmin } from './helpers/tenant.ts'
import { seedDemoAuction } from './helpers/auction.ts'

test('an open lot with cars and bids from contacts of the community (with their addresses), a closed one with a winner; a second run adds nothing', async () => {
  const { world, client } = await signedInOrgAdmin()
  await seedDemoAuction(world.community.id)
  await seedDemoAuction(world.community.id)

  const lots = await client.visit('/lots')
  expect(lots.props.lots).toEqual([
    expect.objectContaining({
      title: 'Licitația de iarnă – autoturisme second-hand',
      state: 'open',
      carCount: 4,
      bidCount: 6,
    }),
    expect.objectContaining({
      title: 'Licitația de toamnă – încheiată',
      state: 'closed',
      carCount: 2,
      bidCount: 2,
    }),
  ])
  const closed = await client.visit(`/lots/${lots.props.lots[1].uid}`)
  expect(
    closed.props.cars.map((car: { model: string; award: { amount: string } | null }) => [
      car.model,
      car.award?.amount ?? null,
    ])
  ).toEqual([
    ['Logan', null],
    ['Passat', '7100.00'],
  ])
  // The Passat's winner is invoiced to a buyer with a complete address (county and sector).
  const passat = closed.props.cars[1]
  const carPage = await client.visit(`/lot/${lots.props.lots[1].uid}/car/${passat.uid}`)
  const form = await client.visit(`/administrare/bids/${carPage.props.bids[0].uid}/create-invoice`)
  expect(form.props.defaults).toMatchObject({
    buyer_name: 'Ioana Constantin',
    buyer_street: 'Bd. Carol I 34',
    buyer_city: 'București',
    buyer_county: 'RO-B',
    buyer_sector: '2',
  })
  const lot = await client.visit(`/lots/${lots.props.lots[0].uid}`)
  const duster = lot.props.cars.find((car: { model: string }) => car.model === 'Duster')
  const page = await client.visit(`/lot/${lots.props.lots[0].uid}/car/${duster.uid}`)
  expect(page.props.bids.map((bid: { amount: string }) => bid.amount)).toEqual([
    '10750.00',
    '10100.00',
    '9600.00',
  ])
  expect(page.props.bids.every((bid: { bidder: string | null }) => bid.bidder)).toBe(true)
  const [{ contacts }] = await query<{ contacts: string }>(
    `select count(*) as contacts from contacts where community_id = $1`,
    [world.community.id]
  )
  expect(Number(contacts)).toBe(3)
})
