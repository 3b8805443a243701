import { BaseTransformer } from '@adonisjs/core/transformers'
import type Invoice from '#models/invoice'
import { carName } from '#shared/cars'
import { documentAmounts } from '#services/efactura/from_invoice'

const day = (date: { toISODate(): string | null }) => date.toISODate() ?? ''

/**
 * An invoice or credit note as the pages see it: its number as "FCT-12", dates as yyyy-MM-dd,
 * money in cents of its currency, the parties as stored.
 */
export default class InvoiceTransformer extends BaseTransformer<Invoice> {
  /** The attributes a row of /administrare/invoices reads (listQuery's `columns`). */
  static readonly rowFields = [
    'uid',
    'id',
    'seriesCode',
    'number',
    'issueDate',
    'dueDate',
    'buyerName',
    'buyerEmail',
    'carMake',
    'carModel',
    'carYear',
    'totalCents',
    'totalRonBani',
    'status',
    'kind',
    'currency',
  ] as const satisfies readonly (keyof Invoice)[]

  /** What every screen shows of an invoice: its number, dates and buyer. */
  private heading() {
    const invoice = this.resource
    return {
      uid: invoice.uid,
      number: invoice.fullNumber,
      issueDate: day(invoice.issueDate),
      dueDate: day(invoice.dueDate),
      buyerName: invoice.buyerName,
      buyerEmail: invoice.buyerEmail,
      kind: invoice.kind,
      currency: invoice.currency,
      status: invoice.status,
    }
  }

  /** A row of /administrare/invoices (with its community's name for the super-admin). */
  toRow() {
    const invoice = this.resource
    return {
      ...this.heading(),
      line: carName({ make: invoice.carMake, model: invoice.carModel, year: invoice.carYear }),
      totalCents: invoice.totalCents,
      totalRonBani: invoice.totalRonBani,
      community: (invoice.$extras.community_name as string | undefined) ?? null,
      // Its e-Factura state (docs/efactura.md): the list's column `efacturaStateOf`.
      efacturaState: ((invoice.$extras.efactura_state as string | undefined) ?? 'to_send') as
        'to_send' | 'sent' | 'accepted' | 'refused',
    }
  }

  /**
   * The printable invoice: every field it shows, the VAT in RON as its XML states it, the
   * delivery date (null when not stored) and a 0 % rate's exemption.
   */
  toDocument() {
    const invoice = this.resource
    return {
      ...this.heading(),
      seller: invoice.seller,
      buyer: invoice.buyer,
      line: invoice.line,
      deliveryDate: invoice.deliveryDate ? day(invoice.deliveryDate) : null,
      amountCents: invoice.amountCents,
      vatRate: invoice.vatRate,
      vatExemptionReason: invoice.vatExemptionReason,
      vatCents: invoice.vatCents,
      vatRonBani: documentAmounts(invoice).vatRonBani,
      totalCents: invoice.totalCents,
      eurRonRate: invoice.eurRonRate,
      rateDate: day(invoice.rateDate),
      rateSource: invoice.rateSource,
      totalRonBani: invoice.totalRonBani,
      cancelledAt: invoice.cancelledAt?.toISO() ?? null,
    }
  }
}
