import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import InvoiceSeries from '#models/invoice_series'
import Invoice from '#models/invoice'
import ExchangeRate from '#models/exchange_rate'
import type { BuyerParty, PartyAddress, SellerParty } from '#shared/invoice_parties'
import type { CountyCode } from '#shared/counties'
import { sellerOfCommunity } from '#services/invoices/invoice_service'

/** The series "FCT" at its first number, in EUR; merge `communityId` (and `code`, `currency`). */
export const InvoiceSeriesFactory = factory
  .define(InvoiceSeries, () => ({ code: 'FCT', nextNumber: 1, currency: 'EUR' as const }))
  .build()

/** An address in Cluj-Napoca (Cluj county). */
export const partyAddress = (fields: Partial<PartyAddress> = {}): PartyAddress => ({
  street: 'Str. Memorandumului 28',
  city: 'Cluj-Napoca',
  county: 'RO-CJ',
  sector: null,
  zip_code: '400114',
  country: 'RO',
  ...fields,
})

/** A person buyer (no CNP) in Cluj-Napoca; `company` gives a company with a valid CUI. */
export function buyerParty(
  kind: 'person' | 'company' = 'person',
  name = 'Ana Popescu'
): BuyerParty {
  return kind === 'company'
    ? {
        kind,
        name,
        email: 'office@example.test',
        cui: '18547290',
        reg_com: 'J12/345/2010',
        address: partyAddress(),
      }
    : { kind, name, email: 'ana@example.test', cnp: null, address: partyAddress() }
}

/** A VAT-paying seller with every detail an invoice must carry, in Bucharest, sector 1. */
export const sellerParty = (fields: Partial<SellerParty> = {}): SellerParty => ({
  name: 'Asociația Exemplu',
  community: 'Comunitatea Exemplu',
  cui: 'RO14399840',
  vat_payer: true,
  reg_com: 'J40/1234/2020',
  address: partyAddress({
    street: 'Calea Victoriei 10',
    city: 'București',
    county: 'RO-B',
    sector: 1,
    zip_code: '010061',
  }),
  iban: 'RO49AAAA1B31007593840000',
  bank: 'Banca Transilvania',
  ...fields,
})

/** The organization billing details that give `sellerParty()`'s seller (for the organization's form). */
export const completeBilling = {
  cui: 'RO14399840',
  reg_com: 'J40/1234/2020',
  iban: 'RO49AAAA1B31007593840000',
  bank: 'Banca Transilvania',
  street: 'Calea Victoriei',
  street_no: '10',
  city: 'București',
  county: 'București',
  sector: '1',
  zip_code: '010061',
  country: 'România',
}

/**
 * An issued invoice of 3,500 EUR + 21% VAT at BNR's 5 RON/EUR of the day before, due in 15
 * days, in series "FCT" (create the series first) with number 1, to a person buyer; merge
 * `communityId`, `bidId` (and `number` for the next ones). The seller is the community's
 * organization at creation. States: `cancelled` (before credit notes existed), `reversed`,
 * `manualRate`, `ron` (a RON invoice), `olderParties` (issued before the parties were stored).
 * `createCreditNote` reverses one as the service does.
 */
export const InvoiceFactory = factory
  .define(Invoice, () => {
    const today = DateTime.now().startOf('day')
    const buyer = buyerParty()
    return {
      kind: 'invoice' as const,
      creditedInvoiceId: null,
      seriesCode: 'FCT',
      number: 1,
      currency: 'EUR' as const,
      issueDate: today,
      dueDate: today.plus({ days: 15 }),
      buyer,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerAddress: 'Str. Memorandumului 28, 400114, Cluj-Napoca, jud. Cluj',
      carMake: 'Dacia',
      carModel: 'Logan',
      carYear: 2018,
      lotTitle: 'Licitație',
      amountCents: 350_000,
      vatRate: 21,
      vatCents: 73_500,
      totalCents: 423_500,
      eurRonRate: 5,
      rateDate: today.minus({ days: 1 }),
      rateSource: 'bnr' as const,
      totalRonBani: 2_117_500,
      status: 'issued' as const,
      cancelledAt: null,
    }
  })
  .before('create', async (_, invoice) => {
    if (!invoice.seller) {
      const { seller } = await sellerOfCommunity(invoice.communityId)
      invoice.seller = seller
    }
    if (invoice.buyer.name !== invoice.buyerName)
      invoice.buyer = { ...invoice.buyer, name: invoice.buyerName }
  })
  .state('cancelled', (invoice) => {
    invoice.status = 'cancelled'
    invoice.cancelledAt = DateTime.now()
  })
  .state('reversed', (invoice) => {
    invoice.status = 'reversed'
  })
  .state('manualRate', (invoice) => {
    invoice.rateSource = 'manual'
  })
  // As the parties migration left an invoice issued before the parties were stored in full:
  // the seller (sellerParty's, Bucharest) without its sector, the buyer's address one line.
  .state('olderParties', (invoice) => {
    invoice.seller = sellerParty({ address: { ...sellerParty().address, sector: null } })
    invoice.buyer = {
      kind: 'person',
      name: invoice.buyerName,
      email: invoice.buyerEmail,
      cnp: null,
      address: {
        street: invoice.buyerAddress ?? '',
        city: '',
        county: '' as CountyCode,
        sector: null,
        zip_code: null,
        country: 'RO',
      },
    }
  })
  .state('ron', (invoice) => {
    invoice.currency = 'RON'
    invoice.amountCents = 1_750_000
    invoice.vatCents = 367_500
    invoice.totalCents = 2_117_500
  })
  .build()

/**
 * The credit note of `original` numbered `number` in series `code` (created when missing), as
 * "Stornează" makes it: negative amounts, the original's rate and parties; the original is
 * marked reversed.
 */
export async function createCreditNote(original: Invoice, number: number, code = 'STORNO') {
  await db
    .table('invoice_series')
    .insert({
      community_id: original.communityId,
      code,
      next_number: number + 1,
      created_at: new Date(),
    })
    // The organization's series (its id set by the table's trigger from the community).
    .onConflict(['organization_id', 'code'])
    .ignore()
  const note = await InvoiceFactory.merge({
    communityId: original.communityId,
    bidId: original.bidId,
    kind: 'credit_note',
    creditedInvoiceId: original.id,
    seriesCode: code,
    number,
    currency: original.currency,
    seller: original.seller,
    buyer: original.buyer,
    buyerName: original.buyerName,
    amountCents: -original.amountCents,
    vatCents: -original.vatCents,
    totalCents: -original.totalCents,
    totalRonBani: -original.totalRonBani,
    eurRonRate: original.eurRonRate,
    rateDate: original.rateDate,
    rateSource: original.rateSource,
  }).create()
  original.status = 'reversed'
  await original.save()
  return note
}

/** BNR's rate of a day (platform-wide, one row a day: merge a `date` no other test stores). */
export const ExchangeRateFactory = factory
  .define(ExchangeRate, () => ({
    date: DateTime.now().minus({ days: 1 }).startOf('day'),
    eurron: 5,
  }))
  .build()

/**
 * BNR's rate stored for every weekday from `from` to `to` (YYYY-MM-DD, both included), as the
 * daily feed leaves them; a day already stored keeps its rate (other tests share the table).
 */
export async function storeBnrRates(from: string, to: string, eurron = 5) {
  const rows: { date: string; eurron: number; created_at: Date }[] = []
  for (let day = DateTime.fromISO(from); day.toISODate()! <= to; day = day.plus({ days: 1 })) {
    if (day.weekday <= 5) rows.push({ date: day.toISODate()!, eurron, created_at: new Date() })
  }
  if (rows.length) await db.table('exchange_rates').multiInsert(rows).onConflict('date').ignore()
}

/**
 * `count` issued invoices numbered 1..count in the community's series `code` (its next number
 * then count + 1), one for each bid of a car of a closed lot: what the concurrency test and the
 * benchmark reverse at once.
 */
export async function createBulkInvoices(communityId: number, count: number, code: string) {
  const { createWonCar } = await import('#database/factories/lot_factory')
  const { bids } = await createWonCar(
    communityId,
    Array.from({ length: count }, (_, index) => ({ contactId: null, amountCents: 100_000 + index }))
  )
  await InvoiceSeriesFactory.merge({ communityId, code, nextNumber: count + 1 }).create()
  const { seller } = await sellerOfCommunity(communityId)
  return InvoiceFactory.merge(
    bids.map((bid, index) => ({
      communityId,
      bidId: bid.id,
      seriesCode: code,
      number: index + 1,
      seller,
    }))
  ).createMany(count)
}
