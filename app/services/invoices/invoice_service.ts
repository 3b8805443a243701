import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import type Bid from '#models/bid'
import Invoice, { type InvoiceSeller } from '#models/invoice'
import InvoiceSeries from '#models/invoice_series'
import { communityScope } from '#models/mixins/with_tenant_scope'
import Community from '#models/community'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { exchangeRate } from '#services/exchange_rates/exchange_rate_service'
import { invoiceTotals } from '#shared/invoice_totals'
import type { invoiceValidator } from '#validators/invoices/invoice'
import { InvoiceConflictException } from '#exceptions/invoice_conflict'
import { isUniqueViolation } from '#services/shared/db_errors'
import { AuctionService } from '#services/lots/auction'

export type InvoiceInput = Infer<typeof invoiceValidator>

/** The name PostgreSQL gives the partial unique index of a bid's live invoice. */
const ONE_LIVE_INVOICE = 'invoices_one_issued_per_bid'

/** The buyer's address, when the contact has one among their extra fields. */
function addressOf(extra: Record<string, string> | null | undefined) {
  const value = extra?.adresa ?? extra?.address
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 500) : null
}

export class InvoiceService {
  /**
   * Issues the invoice of a winning bid of a closed lot: the buyer and the line copied from the bid, the totals at the
   * day's EUR→RON rate, the next number of the series. One transaction: the number is taken
   * last-but-one and given back on any failure; a bid that already has a live invoice (checked
   * first, and by the partial unique index when two admins race) is refused.
   */
  static async issue(
    bid: Bid,
    input: InvoiceInput,
    messages: { invoiced: string; notWinner: string }
  ): Promise<Invoice> {
    await bid.load((loader) => {
      loader.load('car', (car) => car.preload('lot')).load('contact')
    })
    const rate = await exchangeRate()
    const totals = invoiceTotals(bid.amountCents, input.vat_rate, rate.eurron)
    const issueDate = DateTime.fromJSDate(input.issue_date).startOf('day')
    try {
      return await db.transaction(async (trx) => {
        // Only a sale is invoiced: the winning bid of a closed lot, under its car's lock.
        if (!(await AuctionService.isInvoiceable(bid, trx))) {
          throw new InvoiceConflictException(messages.notWinner)
        }
        const live = await Invoice.forTenant(communityScope(bid.communityId))
          .useTransaction(trx)
          .where('invoices.bid_id', bid.id)
          .where('status', 'issued')
          .first()
        if (live) throw new InvoiceConflictException(messages.invoiced)
        const number = await InvoiceSeries.takeNumber(trx, bid.communityId, input.series)
        const seller = await sellerSnapshot(bid.communityId, trx)
        const contact = bid.contact
        return Invoice.create(
          {
            communityId: bid.communityId,
            bidId: bid.id,
            seriesCode: input.series,
            number,
            seller,
            issueDate,
            dueDate: DateTime.fromJSDate(input.due_date).startOf('day'),
            buyerName: contact ? contact.fullName : '—',
            buyerEmail: contact?.email ?? null,
            buyerAddress: addressOf(contact?.extraData),
            carMake: bid.car.make,
            carModel: bid.car.model,
            carYear: bid.car.year,
            lotTitle: bid.car.lot.title,
            amountCents: bid.amountCents,
            vatRate: input.vat_rate,
            ...totals,
            eurRonRate: rate.eurron,
            // The configured default rate has no BNR day: the invoice says so by its issue date.
            rateDate: rate.date ? DateTime.fromISO(rate.date) : issueDate,
            status: 'issued',
            cancelledAt: null,
          },
          { client: trx }
        )
      })
    } catch (error) {
      if (isUniqueViolation(error, ONE_LIVE_INVOICE)) {
        throw new InvoiceConflictException(messages.invoiced)
      }
      throw error
    }
  }

  /** Cancels an issued invoice (its number stays taken); false when it was already cancelled. */
  static async cancel(invoice: Invoice): Promise<boolean> {
    const changed = await Invoice.forTenant(communityScope(invoice.communityId))
      .where('invoices.id', invoice.id)
      .where('status', 'issued')
      .update({ status: 'cancelled', cancelled_at: new Date(), updated_at: new Date() })
    return Number(Array.isArray(changed) ? changed[0] : changed) > 0
  }
}

/**
 * The seller of the community's invoices now: the organization that runs it, with its billing
 * details (the organization's form; docs/decisions.md, "Invoices"). Copied onto each invoice.
 */
export async function sellerSnapshot(
  communityId: number,
  client?: TransactionClientContract
): Promise<InvoiceSeller> {
  const community = await Community.query({ client })
    .where('id', communityId)
    .preload('organization')
    .firstOrFail()
  const { name, billingInfo } = community.organization
  return { name, community: community.name, billing: billingInfo ?? {} }
}

/** The seller an invoice shows: the details copied when it was issued, the address in one line. */
export function sellerOf(invoice: Invoice) {
  const { name, community, billing } = invoice.seller
  const street = [billing.street, billing.street_no].filter(Boolean).join(' ')
  const building = [
    billing.block && `bl. ${billing.block}`,
    billing.entrance && `sc. ${billing.entrance}`,
    billing.floor && `et. ${billing.floor}`,
    billing.apartment_no && `ap. ${billing.apartment_no}`,
  ].filter(Boolean)
  const address = [
    street,
    ...building,
    billing.zip_code,
    billing.city,
    billing.county,
    billing.country,
  ]
    .filter(Boolean)
    .join(', ')
  return {
    name,
    community,
    cui: billing.cui ?? '',
    regCom: billing.reg_com ?? '',
    iban: billing.iban ?? '',
    address,
  }
}
