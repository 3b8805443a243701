import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import InvoiceSeries from '#models/invoice_series'
import Invoice from '#models/invoice'
import { sellerSnapshot } from '#services/invoices/invoice_service'

/** The series "FCT" at its first number; merge `communityId` (and `code` for another one). */
export const InvoiceSeriesFactory = factory
  .define(InvoiceSeries, () => ({ code: 'FCT', nextNumber: 1 }))
  .build()

/**
 * An issued invoice of 3,500 EUR + 21% VAT at 5 RON/EUR, due in 15 days, in series "FCT" (create
 * the series first) with number 1; merge `communityId`, `bidId` (and `number` for the next ones).
 * State `cancelled`: cancelled now. The seller is the community's organization at creation.
 */
export const InvoiceFactory = factory
  .define(Invoice, () => {
    const today = DateTime.now().startOf('day')
    return {
      seriesCode: 'FCT',
      number: 1,
      issueDate: today,
      dueDate: today.plus({ days: 15 }),
      buyerName: 'Ana Popescu',
      buyerEmail: 'ana@example.test',
      buyerAddress: null,
      carMake: 'Dacia',
      carModel: 'Logan',
      carYear: 2018,
      lotTitle: 'Licitație',
      amountCents: 350_000,
      vatRate: 21,
      vatCents: 73_500,
      totalCents: 423_500,
      eurRonRate: 5,
      rateDate: today,
      totalRonBani: 2_117_500,
      status: 'issued' as const,
      cancelledAt: null,
    }
  })
  .before('create', async (_, invoice) => {
    if (!invoice.seller) invoice.seller = await sellerSnapshot(invoice.communityId)
  })
  .state('cancelled', (invoice) => {
    invoice.status = 'cancelled'
    invoice.cancelledAt = DateTime.now()
  })
  .build()
