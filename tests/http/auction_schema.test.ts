/**
 * The auction tables' own rules (docs/auction.md): what the database refuses even when a
 * screen would let it through.
 */
import { beforeAll, expect, test } from 'vitest'
import { query } from '../support/db.ts'
import { createContact, tenants } from './helpers/contacts.ts'
import { createBid, createCar, createInvoice, createLot } from './helpers/auction.ts'

let world: Awaited<ReturnType<typeof tenants>>

beforeAll(async () => {
  world = await tenants()
})

const refused = (statement: Promise<unknown>) => expect(statement).rejects.toThrow()

test('a lot with bids cannot be deleted; one without bids goes with its cars', async () => {
  const contact = await createContact(world.community.id)
  const car = await createCar(world.community.id)
  await createBid(world.community.id, { car_id: car.id, contact_id: contact.id })
  await refused(query(`delete from lots where id = $1`, [car.lot_id]))

  const empty = await createCar(world.community.id)
  await query(`delete from lots where id = $1`, [empty.lot_id])
  expect(await query(`select 1 from cars where id = $1`, [empty.id])).toEqual([])
})

test("a car of another community's lot, a bid by another community's contact: refused", async () => {
  const foreignLot = await createLot(world.other.community.id)
  await refused(createCar(world.community.id, { lot_id: foreignLot.id }))
  const foreignContact = await createContact(world.other.community.id)
  const car = await createCar(world.community.id)
  await refused(createBid(world.community.id, { car_id: car.id, contact_id: foreignContact.id }))
})

test("a bid outlives its contact; a lot's end is after its start", async () => {
  const contact = await createContact(world.community.id)
  const car = await createCar(world.community.id)
  const bid = await createBid(world.community.id, { car_id: car.id, contact_id: contact.id })
  await query(`delete from contacts where id = $1`, [contact.id])
  const [kept] = await query(`select contact_id, amount_cents from bids where id = $1`, [bid.id])
  expect(kept).toEqual({ contact_id: null, amount_cents: bid.amount_cents })

  const now = new Date()
  await refused(createLot(world.community.id, { starts_at: now, ends_at: now }))
})

test('a bid has at most one issued invoice; a cancelled one lets it be invoiced again', async () => {
  const contact = await createContact(world.community.id)
  const car = await createCar(world.community.id)
  const bid = await createBid(world.community.id, { car_id: car.id, contact_id: contact.id })
  const first = await createInvoice(world.community.id, { bid_id: bid.id, number: 101 })
  await refused(createInvoice(world.community.id, { bid_id: bid.id, number: 102 }))
  // The same number twice in a series: refused.
  const other = await createBid(world.community.id, { car_id: car.id, contact_id: contact.id })
  await refused(createInvoice(world.community.id, { bid_id: other.id, number: 101 }))

  await query(`update invoices set status = 'cancelled', cancelled_at = now() where id = $1`, [
    first.id,
  ])
  const again = await createInvoice(world.community.id, { bid_id: bid.id, number: 103 })
  expect(again.status).toBe('issued')
})
