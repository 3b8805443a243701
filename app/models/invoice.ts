import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import Bid from '#models/bid'
import { jsonColumn, type BillingInfo } from '#models/json_column'
import { carName } from '#shared/cars'
import type { BuyerParty } from '#shared/invoice_parties'

export const INVOICE_STATUSES = ['issued', 'cancelled'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** The seller as it was at issue time: the organization's name, the community, its billing details. */
export type InvoiceSeller = { name: string; community: string; billing: BillingInfo }

/** PostgreSQL's numeric and bigint arrive as strings: read them as numbers. */
const asNumber = { consume: (value: unknown) => (value === null ? value : Number(value)) }

/**
 * An invoice of one bid: its series and number, dates, the buyer and the line copied at issue
 * time, VAT and totals in EUR cents and in RON bani at the day's rate. Cancelled, it keeps its
 * number and lets the bid be invoiced again.
 */
export default class Invoice extends compose(BaseModel, withUid, withTenantScope('community')) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare bidId: number

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

  @column()
  declare vatCents: number

  @column()
  declare totalCents: number

  /** RON for one EUR, four decimals, on `rateDate`. */
  @column(asNumber)
  declare eurRonRate: number

  @column.date()
  declare rateDate: DateTime

  @column(asNumber)
  declare totalRonBani: number

  @jsonColumn()
  declare seller: InvoiceSeller

  /** An invoice or the credit note reversing one (`creditedInvoiceId`). */
  @column()
  declare kind: 'invoice' | 'credit_note'

  @column()
  declare creditedInvoiceId: number | null

  /** The currency the document is issued in (its series' choice). */
  @column()
  declare currency: 'EUR' | 'RON'

  /** Where the EUR→RON rate came from: BNR's feed or typed by the admin. */
  @column()
  declare rateSource: 'bnr' | 'manual'

  /** The buyer as issued: a person or a company, with the address. */
  @jsonColumn()
  declare buyer: BuyerParty | null

  @column()
  declare status: InvoiceStatus

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
