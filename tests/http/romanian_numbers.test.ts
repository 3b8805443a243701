/**
 * Amounts and rates typed the Romanian way: a decimal comma and a thousands dot ("9,5",
 * "4.500,5") are read alike by every form; text another convention reads differently ("4.50",
 * "1,234.5") is refused under its field with a message that says how to write it, and nothing
 * is written.
 */
import { DateTime } from 'luxon'
import { beforeAll, describe, expect, test } from 'vitest'
import type { TestClient } from '../support/client.ts'
import { countInCommunity, query } from '../support/db.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import { createProduct, productByUid, productForm, productsOf } from './helpers/products.ts'
import {
  bidsOfCar,
  createCar,
  createLot,
  createWonCar,
  invoiceForm,
  readyToInvoice,
} from './helpers/auction.ts'

const AMBIGUOUS = (field: string) =>
  `Câmpul ${field} se poate citi în două feluri: scrie zecimalele după virgulă și miile cu punct, de ex. 4.500,50 sau 12,5.`

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

describe('a product price', () => {
  const create = (fields: Record<string, unknown>) =>
    client.submit('POST', '/products', productForm(fields), { from: '/products/create' })

  test('"4.500,5" and "9,5" are stored as 4,500.50 and 9.50 EUR', async () => {
    const { page } = await create({ product_price: '4.500,5', promo_price: '9,5' })
    expect(page?.props.errors).toEqual({})
    const products = await productsOf(world.community.id)
    const product = products.at(-1)!
    expect([product.price_cents, product.promo_price_cents]).toEqual([450_050, 950])
  })

  test.each(['4.50', '1,234.5', '12.5'])(
    '%j is refused as ambiguous, nothing written',
    async (price) => {
      const before = await countInCommunity('products', world.community.id)
      const { page } = await create({ product_price: price })
      expect(page?.props.errors).toEqual({ product_price: AMBIGUOUS('preț') })
      expect(await countInCommunity('products', world.community.id)).toBe(before)
    }
  )
})

describe('a stored product price', () => {
  test.each(['0.500', '0.001', '0.5'])(
    '%j sent by PUT is refused as ambiguous under the field; 12,50 EUR stays',
    async (price) => {
      const product = await createProduct(world.community.id, { price_cents: 1250 })
      const { page } = await client.submit(
        'PUT',
        `/products/${product.uid}`,
        productForm({ product_price: price }),
        { from: `/products/${product.uid}` }
      )
      expect(page?.props.errors).toEqual({ product_price: AMBIGUOUS('preț') })
      const stored = await productByUid(product.uid)
      expect(stored?.price_cents).toBe(1250)
    }
  )
})

describe("a lot car's starting price", () => {
  const carForm = (starting_price: string) => ({
    make: 'Dacia',
    model: 'Duster',
    year: '2020',
    description: 'Un proprietar',
    starting_price,
  })
  async function carsOf(lotId: number) {
    const rows = await query(
      `select starting_price_cents from cars where lot_id = $1 order by id`,
      [lotId]
    )
    return rows.map((row) => row.starting_price_cents)
  }

  test('"4.500,5" is 4,500.50 EUR; "4.500" four thousand five hundred', async () => {
    const lot = await createLot(world.community.id)
    for (const price of ['4.500,5', '4.500']) {
      const { page } = await client.submit('POST', `/lots/${lot.uid}/cars`, carForm(price), {
        from: `/lots/${lot.uid}/cars/create`,
      })
      expect(page?.props.errors, price).toEqual({})
    }
    expect(await carsOf(lot.id)).toEqual([450_050, 450_000])
  })

  test('"4.50" is refused as ambiguous under the field, nothing written', async () => {
    const lot = await createLot(world.community.id)
    const { page } = await client.submit('POST', `/lots/${lot.uid}/cars`, carForm('4.50'), {
      from: `/lots/${lot.uid}/cars/create`,
    })
    expect(page?.props.errors).toEqual({ starting_price: AMBIGUOUS('preț de pornire') })
    expect(await carsOf(lot.id)).toEqual([])
  })
})

describe('a bid amount', () => {
  async function openCar() {
    const lot = await createLot(world.community.id)
    const car = await createCar(world.community.id, {
      lot_id: lot.id,
      starting_price_cents: 300_000,
    })
    const contact = await createContact(world.community.id)
    const url = `/lot/${lot.uid}/car/${car.uid}`
    const bid = (amount: string) =>
      client.submit('POST', `${url}/bids`, { contact_id: contact.id, amount }, { from: url })
    return { car, bid }
  }

  test('"4.500,5" is a bid of 4,500.50 EUR, shown back as such', async () => {
    const { car, bid } = await openCar()
    const { page } = await bid('4.500,5')
    expect(page?.props.errors).toEqual({})
    const bids = await bidsOfCar(car.id)
    expect(bids.map((row) => row.amount_cents)).toEqual([450_050])
    expect(page?.flash.success).toContain('a fost înregistrată')
  })

  test('"4.500.5" is not a number and "3,100.5" is ambiguous: both refused, nothing written', async () => {
    const { car, bid } = await openCar()
    const notANumber = await bid('4.500.5')
    expect(notANumber.page?.props.errors).toEqual({
      amount: 'Câmpul sumă trebuie să fie o sumă în euro, de ex. 12,50.',
    })
    const english = await bid('3,100.5')
    expect(english.page?.props.errors).toEqual({ amount: AMBIGUOUS('sumă') })
    expect(await bidsOfCar(car.id)).toEqual([])
  })

  test('a bid below the start names the start as money: two decimals and the currency', async () => {
    const { bid } = await openCar()
    const below = await bid('2.999,99')
    expect(below.page?.props.errors).toEqual({
      amount: 'Oferta trebuie să fie cel puțin prețul de pornire (3.000,00 EUR).',
    })
  })
})

describe("an invoice's VAT rate", () => {
  beforeAll(async () => {
    await readyToInvoice(world.organization.id)
  })

  async function wonBid() {
    const contact = await createContact(world.community.id)
    const { bids, lot } = await createWonCar(world.community.id, [
      { contact_id: contact.id, amount_cents: 410_050 },
    ])
    // The delivery day the messages name: the organization's day the lot closed.
    const delivered = DateTime.fromJSDate(lot.ends_at, { zone: 'Europe/Bucharest' })
    return { ...bids[0], deliveredOn: delivered.toFormat('dd-MM-yyyy') }
  }
  const issue = (uid: string, vat_rate: string) =>
    client.submit('POST', `/administrare/bids/${uid}/invoices`, invoiceForm({ vat_rate }), {
      from: `/administrare/bids/${uid}/create-invoice`,
    })
  const invoicesOf = (bidId: number) =>
    query(`select vat_rate, vat_cents, total_cents from invoices where bid_id = $1`, [bidId])

  test('"11,00" is 11%: the VAT and total the form showed; "9,5" is read as 9.5%, not a rate in force', async () => {
    const bid = await wonBid()
    const refused = await issue(bid.uid, '9,5')
    expect(refused.page?.props.errors).toEqual({
      vat_rate: `Cota TVA nu este în vigoare la data livrării (${bid.deliveredOn}). Cotele în vigoare: 21%, 11%, 0%.`,
    })
    const { page } = await issue(bid.uid, '11,00')
    expect(page?.props.errors).toEqual({})
    const [invoice] = await invoicesOf(bid.id)
    // 4,100.50 × 11% = 451.055 → 451.06
    expect([Number(invoice.vat_rate), invoice.vat_cents, invoice.total_cents]).toEqual([
      11, 45_106, 455_156,
    ])
  })

  test.each([
    [
      '9.5',
      'Câmpul cota TVA se poate citi în două feluri: scrie zecimalele după virgulă, de ex. 9,5.',
    ],
    ['9,555', 'Cota TVA poate avea cel mult două zecimale.'],
    ['1.000', 'Cota TVA poate fi cel mult 100%.'],
  ])('%j is refused under the field, nothing written', async (rate, message) => {
    const bid = await wonBid()
    const { page } = await issue(bid.uid, rate)
    expect(page?.props.errors).toEqual({ vat_rate: message })
    expect(await invoicesOf(bid.id)).toEqual([])
  })
})
