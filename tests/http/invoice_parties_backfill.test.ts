/**
 * Invoices issued before their parties were stored in full (InvoiceFactory's `olderParties`: a
 * Bucharest seller without its sector, the buyer's address one line without county): the
 * migration's backfill (`completeOlderParties`) fills only what the same address gives, and the
 * invoice page lists what e-Factura still lacks.
 */
import { expect, test } from 'vitest'
import type { ContactAddress } from '#models/contact'
import { factories, query } from '../support/db.ts'
import { nativeImport } from '../support/native_import.js'
import { signedInOrgAdmin } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import { createWonCar, readyToInvoice } from './helpers/auction.ts'

type Backfill = typeof import('#database/migrations/1765100000001_invoices_complete_parties')
type Db = typeof import('@adonisjs/lucid/services/db')

const LINE = 'Str. Memorandumului 28, 400114, Cluj-Napoca'

/** An older invoice of the community, to a bidder with `address` (its contact's now). */
async function olderInvoice(communityId: number, number: number, address: ContactAddress) {
  const { InvoiceFactory } = await factories()
  const bidder = await createContact(communityId, { address })
  const { bids } = await createWonCar(communityId, [
    { contact_id: bidder.id, amount_cents: 1_075_000 },
  ])
  const invoice = await InvoiceFactory.apply('olderParties')
    .merge({ communityId, bidId: bids[0].id, number, buyerAddress: LINE })
    .create()
  return invoice.uid
}

/** Every column of an invoice but its parties. */
function withoutParties(invoice: Record<string, unknown>) {
  const rest = { ...invoice }
  delete rest.seller
  delete rest.buyer
  return rest
}

async function row(uid: string) {
  const [invoice] = await query(`select * from invoices where uid = $1`, [uid])
  return invoice
}

test('what the same address gives is filled in, nothing else changes; the page lists what e-Factura still lacks', async () => {
  const { world, client } = await signedInOrgAdmin()
  await readyToInvoice(world.organization.id, world.other.organization!.id)
  const { InvoiceSeriesFactory } = await factories()
  for (const community of [world.community, world.other.community]) {
    await InvoiceSeriesFactory.merge({ communityId: community.id }).create()
  }
  const cluj: ContactAddress = {
    street: 'Str. Memorandumului 28',
    city: 'Cluj-Napoca',
    county: 'RO-CJ',
    zip_code: '400114',
  }
  const same = await olderInvoice(world.community.id, 1, cluj)
  // The contact has moved since: its address now is not the one the invoice states.
  const moved = await olderInvoice(world.community.id, 2, {
    street: 'Str. Republicii 15',
    city: 'Brașov',
    county: 'RO-BV',
  })
  const elsewhere = await olderInvoice(world.other.community.id, 1, cluj)
  const before = await row(same)

  const page = await client.visit(`/administrare/invoices/${same}`)
  expect(page.props.efactura.problems).toEqual(
    expect.arrayContaining([
      'Adresa din București a vânzătorului trebuie să aibă sectorul (1–6).',
      'Județul cumpărătorului lipsește sau nu este un județ.',
      'Lipsește localitatea din adresa cumpărătorului.',
    ])
  )

  await factories()
  const { completeOlderParties } = await nativeImport<Backfill>(
    '#database/migrations/1765100000001_invoices_complete_parties'
  )
  const { default: db } = await nativeImport<Db>('@adonisjs/lucid/services/db')
  await completeOlderParties(db, world.community.id)

  const completed = await row(same)
  expect(completed.seller).toEqual({
    ...before.seller,
    address: { ...before.seller.address, county: 'RO-B', sector: 1 },
  })
  expect(completed.buyer).toEqual({
    ...before.buyer,
    address: { ...cluj, sector: null, country: 'RO' },
  })
  expect(withoutParties(completed)).toEqual(withoutParties(before))
  const done = await client.visit(`/administrare/invoices/${same}`)
  expect(done.props.efactura.problems).toEqual([])
  const xml = await client.request('GET', `/administrare/invoices/${same}/efactura.xml`)
  expect(xml.status).toBe(200)
  expect(xml.text).toContain('<cbc:CountrySubentity>RO-CJ</cbc:CountrySubentity>')

  // The moved contact's address is not the invoice's: its buyer stays as issued, and says so.
  const kept = await row(moved)
  expect(kept.buyer.address).toMatchObject({ street: LINE, city: '', county: '' })
  expect(kept.seller.address).toMatchObject({ county: 'RO-B', sector: 1 })
  const lacking = await client.visit(`/administrare/invoices/${moved}`)
  expect(lacking.props.efactura.problems).toEqual([
    'Județul cumpărătorului lipsește sau nu este un județ.',
    'Lipsește localitatea din adresa cumpărătorului.',
  ])

  // Another community's invoice is not touched by this community's run; a second run changes nothing.
  const untouched = await row(elsewhere)
  expect(untouched.buyer.address.county).toBe('')
  await completeOlderParties(db, world.community.id)
  expect(await row(same)).toEqual(completed)
})
