import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import Bid from '#models/bid'
import { jsonColumn } from '#models/json_column'
import type { BuyerParty, SellerParty } from '#shared/invoice_parties'
import { carName } from '#shared/cars'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

/** `cancelled`: an invoice cancelled before credit notes existed (kept as it was). */
export const INVOICE_STATUSES = ['issued', 'cancelled', 'reversed'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
export type InvoiceKind = 'invoice' | 'credit_note'
export type InvoiceCurrency = 'EUR' | 'RON'
/** Where the EUR→RON rate comes from: BNR's rate of the issue date, or typed by the admin. */
export type RateSource = 'bnr' | 'manual'

/** PostgreSQL's numeric and bigint arrive as strings: read them as numbers. */
const asNumber = { consume: (value: unknown) => (value === null ? value : Number(value)) }

/**
 * An invoice of one bid, or the credit note that reverses one (`kind`): its series and number,
 * dates, seller, buyer and the line copied at issue time, VAT and totals in cents of its
 * currency and in RON bani at the rate of its issue date. Issued, it is never edited: a credit
 * note (negative amounts, the original's rate) reverses it and marks it `reversed`.
 */
export default class Invoice extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withAuditTrail('invoice', {
    // Its number as the pages and the e-Factura entries show it ("FCT-12").
    label: (row) => row.fullNumber,
    // Issued (an invoice or a credit note), and the original marked reversed by its credit note.
    name: (action, changes) => {
      if (action === 'create') return 'invoice_issue'
      if (changes.status?.[1] === 'reversed') return 'invoice_reverse'
      return action
    },
  })
) {
  /**
   * The invoices and credit notes of a person in these communities: their e-mail on the buyer,
   * or a bid of one of their contacts. Not one tenant's rows: a member's own data, across the
   * communities they are in (docs/members.md, "The member's data").
   */
  static ofBuyer(buyer: { email: string; contactIds: number[] }, communityIds: number[]) {
    return Invoice.query()
      .whereIn('invoices.community_id', communityIds)
      .where((theirs) =>
        theirs
          .whereRaw('lower(invoices.buyer_email) = ?', [buyer.email.toLowerCase()])
          .orWhereHas('bid', (bid) => bid.whereIn('bids.contact_id', buyer.contactIds))
      )
  }

  @column()
  declare bidId: number

  @column()
  declare kind: InvoiceKind

  /** A credit note's original invoice. */
  @column()
  declare creditedInvoiceId: number | null

  @belongsTo(() => Invoice, { foreignKey: 'creditedInvoiceId' })
  declare creditedInvoice: BelongsTo<typeof Invoice>

  @column()
  declare currency: InvoiceCurrency

  @belongsTo(() => Bid)
  declare bid: BelongsTo<typeof Bid>

  @column()
  declare seriesCode: string

  @column()
  declare number: number

  /** The number as printed and searched: "FCT-12". */
  get fullNumber() {
    return `${this.seriesCode}-${this.number}`
  }

  /** The invoice's line as issued: "Dacia Logan (2018), Licitația de toamnă". */
  get line() {
    return `${carName({ make: this.carMake, model: this.carModel, year: this.carYear })}, ${this.lotTitle}`
  }

  @column.date()
  declare issueDate: DateTime

  @column.date()
  declare dueDate: DateTime

  /** The delivery (sale) date: the lot's close; null on invoices issued before it was stored. */
  @column.date()
  declare deliveryDate: DateTime | null

  @column()
  declare buyerName: string

  @column()
  declare buyerEmail: string | null

  @column()
  declare buyerAddress: string | null

  @column()
  declare carMake: string

  @column()
  declare carModel: string

  @column()
  declare carYear: number

  @column()
  declare lotTitle: string

  @column()
  declare amountCents: number

  /** Percent, two decimals (21 = 21%). */
  @column(asNumber)
  declare vatRate: number

  /** A 0 % rate's exemption as issued (its VATEX code and reason); null otherwise. */
  @column()
  declare vatExemptionCode: string | null

  @column()
  declare vatExemptionReason: string | null

  @column()
  declare vatCents: number

  @column()
  declare totalCents: number

  /** RON for one EUR, four decimals, on `rateDate`, from `rateSource`. */
  @column(asNumber)
  declare eurRonRate: number

  @column.date()
  declare rateDate: DateTime

  @column()
  declare rateSource: RateSource

  @column(asNumber)
  declare totalRonBani: number

  @jsonColumn()
  declare seller: SellerParty

  @jsonColumn()
  declare buyer: BuyerParty

  @column()
  declare status: InvoiceStatus

  @column.dateTime()
  declare cancelledAt: DateTime | null
}
