import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import type Bid from '#models/bid'
import Invoice, { type RateSource } from '#models/invoice'
import InvoiceSeries from '#models/invoice_series'
import { communityScope } from '#models/mixins/with_tenant_scope'
import Community from '#models/community'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import invoicesConfig from '#config/invoices'
import { bnrRateOfDay } from '#services/exchange_rates/exchange_rate_service'
import {
  buyerDefaults,
  buyerParty,
  sellerParty,
  addressLine,
  type SellerGap,
} from '#services/invoices/parties'
import { carName } from '#shared/cars'
import { centsToBani, invoiceTotals } from '#shared/invoice_totals'
import type { invoiceValidator } from '#validators/invoices/invoice'
import { InvoiceConflictException } from '#exceptions/invoice_conflict'
import { refuseDuplicate } from '#services/shared/db_errors'
import { fieldError } from '#validators/shared/field_error'
import { errors as vineErrors } from '@vinejs/vine'
import { ORG_TIME_ZONE } from '#shared/time_zone'
import { orgNow, orgToday } from '#services/shared/org_time'
import { AuctionService } from '#services/lots/auction_service'
import logger from '@adonisjs/core/services/logger'
import { EfacturaTransmission } from '#services/efactura/transmission'
import VatRate from '#models/vat_rate'
import { rateInForce, ratesInForce } from '#shared/vat_rates'
import { lastWorkingDayBefore } from '#shared/working_days'

export type InvoiceInput = Infer<typeof invoiceValidator>

/** The name PostgreSQL gives the partial unique index of a bid's live invoice. */
const ONE_LIVE_INVOICE = 'invoices_one_issued_per_bid'
/** The unique index of an invoice's credit note. */
const ONE_CREDIT_NOTE = 'invoices_one_credit_note'

export type IssueMessages = {
  invoiced: string
  notWinner: string
  /** Under `manual_rate`: BNR has no rate for the delivery date and none was typed. */
  noRate: string
  /** Under `manual_rate_date`: BNR has no rate for the delivery date and the typed one has no day. */
  noRateDate: string
  /** Under `manual_rate_date`: not the day expected, BNR's last publishing day before delivery. */
  wrongRateDate: (expected: string, deliveryDay: string) => string
  /** Under `issue_date`: the day before the lot closed (its ISO day given). */
  beforeSale: (saleDay: string) => string
  /** Under `issue_date`: the day before the series' previous document's (its number and day). */
  beforePrevious: (number: string, issueDay: string) => string
  /** The seller's billing details lack what an invoice must carry, or hold it invalid. */
  sellerIncomplete: (gaps: { missing: SellerGap[]; invalid: SellerGap[] }) => string
  /** Under `vat_rate`: a seller not registered for VAT charges none. */
  notVatPayer: string
  /** Under `vat_rate`: the rate is not one in force on the delivery date (those are given). */
  vatNotInForce: (inForce: number[], deliveryDay: string) => string
}

export type ReverseMessages = { creditNote: string; reversed: string }

/** The rate an invoice carries, its day and where it comes from. */
export type InvoiceRate = { eurron: number; date: string; source: RateSource }

const day = (value: Date) => DateTime.fromJSDate(value).toISODate()!

/**
 * The delivery (sale) day of a lot's car: the organization's day the lot closed. VAT and the
 * rate follow it (Codul fiscal art. 282, 290, 291; docs/decisions.md, "The rate an invoice carries").
 */
const deliveryDayOf = (bid: Bid) => bid.car.lot.endsAt.setZone(ORG_TIME_ZONE).toISODate()!

/** Why a bid's invoice form is not shown (its message's key under `invoices.`). */
export type FormRefusal = 'already_invoiced' | 'not_winner'

export class InvoiceService {
  /**
   * "Creează factură" for the winning bid of a closed lot: the buyer prefilled from the contact,
   * the car and amount, the series, VAT and dates to choose, the delivery day (the lot's close)
   * with BNR's rate for it, the VAT rates with their days (the form offers those in force on
   * the delivery day), what the seller lacks or holds invalid, and whether it charges VAT (a
   * seller not registered for VAT: the rate is 0). Any other bid is refused with the reason.
   */
  static async form(bid: Bid) {
    await bid.load((loader) => {
      loader
        .load('car', (car) => car.preload('lot'))
        .load('contact')
        .load('invoices', (invoices) => invoices.where('status', 'issued').where('kind', 'invoice'))
    })
    if (bid.invoices.length) return { refused: 'already_invoiced' as FormRefusal }
    const { outcome } = await AuctionService.outcomeOf(bid.car.lot, bid.car)
    if (outcome.states.get(bid.id) !== 'won') return { refused: 'not_winner' as FormRefusal }
    const today = orgNow()
    const deliveryDay = deliveryDayOf(bid)
    const [series, { seller, missing, invalid, community }, vatRates, bnr] = await Promise.all([
      InvoiceSeries.ofOrganizationOf(bid.communityId).select('code', 'currency').orderBy('code'),
      sellerOfCommunity(bid.communityId),
      VatRate.rates(),
      bnrRateOfDay(deliveryDay),
    ])
    const standard = ratesInForce(vatRates, deliveryDay).find((rate) => rate.kind === 'standard')
    // Not registered for VAT: a valid CUI without the RO prefix (a missing or invalid one is said above).
    const notVatPayer = !seller.vat_payer && !missing.includes('cui') && !invalid.includes('cui')
    return {
      refused: null,
      bid: {
        uid: bid.uid,
        id: bid.id,
        amountCents: bid.amountCents,
        line: `${carName(bid.car)}, ${bid.car.lot.title}`,
      },
      defaults: {
        series: series[0]?.code ?? invoicesConfig.defaultSeries,
        currency: series[0]?.currency ?? 'EUR',
        vat_rate: notVatPayer || !standard ? '0' : String(standard.percent),
        issue_date: today.toISODate()!,
        due_date: today.plus({ days: invoicesConfig.defaultDueDays }).toISODate()!,
        manual_rate: '',
        manual_rate_date: '',
        ...buyerDefaults({
          fullName: bid.contact?.fullName ?? '',
          email: bid.contact?.email ?? null,
          extraData: bid.contact?.extraData ?? null,
          address: bid.contact?.address ?? null,
        }),
      },
      series: series.map((row) => ({ code: row.code, currency: row.currency })),
      vatRates,
      rate: { deliveryDate: deliveryDay, bnr },
      seller: {
        missing,
        invalid,
        organizationUid: community.organization.uid,
        vatPayer: !notVatPayer,
      },
    }
  }

  /**
   * The rate of an invoice delivered on `deliveryDay` (VAT's exigibility, Codul fiscal art. 290):
   * BNR's (the last it published before that day), else the one typed by hand with its day,
   * else null.
   */
  static async rateFor(
    deliveryDay: string,
    manual: { rate?: number; date?: Date }
  ): Promise<InvoiceRate | null> {
    const bnr = await bnrRateOfDay(deliveryDay)
    if (bnr) return { ...bnr, source: 'bnr' }
    if (manual.rate !== undefined && manual.date) {
      return { eurron: manual.rate, date: day(manual.date), source: 'manual' }
    }
    return null
  }

  /**
   * Issues the invoice of a winning bid of a closed lot: the seller from the organization's
   * billing details, the buyer as the form states it, the line copied from the bid, the totals
   * in the series' currency at the rate and VAT of the delivery day (the lot's close), the next
   * number of the series. One
   * transaction: the number is given back on any failure; a bid that already has a live invoice
   * (checked first, and by the partial unique index when two admins race) is refused. An issue
   * date before the lot closed or before the series' previous document's is refused, and so is a
   * manual rate's day other than BNR's last publishing day before delivery. Without a rate,
   * with a seller lacking what the invoice must carry, or with VAT from a seller not registered
   * for it, nothing is written.
   */
  static async issue(bid: Bid, input: InvoiceInput, messages: IssueMessages): Promise<Invoice> {
    await bid.load((loader) => {
      loader.load('car', (car) => car.preload('lot'))
    })
    const issueDay = day(input.issue_date)
    // Never before the sale: the organization's day the lot closed, the delivery day.
    const saleDay = deliveryDayOf(bid)
    if (issueDay < saleDay) {
      throw fieldError('issue_date', 'before_sale', messages.beforeSale(saleDay))
    }
    // A rate typed by hand is BNR's for the delivery day: the last it published before that day.
    const expectedRateDay = lastWorkingDayBefore(saleDay)
    if (input.manual_rate_date && day(input.manual_rate_date) !== expectedRateDay) {
      throw fieldError(
        'manual_rate_date',
        'manual_rate_day',
        messages.wrongRateDate(expectedRateDay, saleDay)
      )
    }
    const rate = await InvoiceService.rateFor(saleDay, {
      rate: input.manual_rate,
      date: input.manual_rate_date,
    })
    if (!rate) {
      // Each missing half of the manual rate under its own field.
      throw new vineErrors.E_VALIDATION_ERROR([
        ...(input.manual_rate === undefined
          ? [{ field: 'manual_rate', rule: 'rate_missing', message: messages.noRate }]
          : []),
        ...(input.manual_rate_date
          ? []
          : [
              {
                field: 'manual_rate_date',
                rule: 'rate_date_missing',
                message: messages.noRateDate,
              },
            ]),
      ])
    }
    const buyer = buyerParty(input)
    const vatRates = await VatRate.rates()
    const invoice = await refuseDuplicate(
      () =>
        db.transaction(async (trx) => {
          // Only a sale is invoiced: the winning bid of a closed lot, under its car's lock.
          if (!(await AuctionService.isInvoiceable(bid, trx))) {
            throw new InvoiceConflictException(messages.notWinner)
          }
          const live = await Invoice.forTenant(communityScope(bid.communityId))
            .useTransaction(trx)
            .where('invoices.bid_id', bid.id)
            .where('kind', 'invoice')
            .where('status', 'issued')
            .first()
          if (live) throw new InvoiceConflictException(messages.invoiced)
          const { seller, missing, invalid } = await sellerOfCommunity(bid.communityId, trx)
          if (missing.length || invalid.length) {
            throw new InvoiceConflictException(messages.sellerIncomplete({ missing, invalid }))
          }
          // A seller not registered for VAT (its CUI without the RO prefix) charges no VAT.
          if (!seller.vat_payer && input.vat_rate > 0) {
            throw fieldError('vat_rate', 'seller_not_vat_payer', messages.notVatPayer)
          }
          // Only a VAT rate in force on the delivery day, when VAT became chargeable (else
          // nothing is written); a VAT payer's 0 % stores its exemption.
          const vat = rateInForce(vatRates, saleDay, input.vat_rate)
          if (!vat) {
            const inForce = ratesInForce(vatRates, saleDay).map((row) => row.percent)
            throw fieldError(
              'vat_rate',
              'vat_rate_in_force',
              messages.vatNotInForce(inForce, saleDay)
            )
          }
          const exemption = seller.vat_payer && vat.kind === 'exempt' ? vat : null
          const { number, currency } = await InvoiceSeries.takeNumber(
            trx,
            bid.communityId,
            input.series,
            input.currency ?? 'EUR'
          )
          // Numbers in date order: the series' previous document in any community of the
          // organization (committed, its row locked by the number taken) is not dated after this
          // one.
          const previous = await InvoiceSeries.previousDocument(
            trx,
            bid.communityId,
            input.series,
            number
          )
          if (previous && previous.day > issueDay) {
            throw fieldError(
              'issue_date',
              'before_previous',
              messages.beforePrevious(`${input.series}-${previous.number}`, previous.day)
            )
          }
          // A RON series states the bid's EUR amount in RON at the rate; its totals are RON.
          const amountCents =
            currency === 'RON' ? centsToBani(bid.amountCents, rate.eurron) : bid.amountCents
          const totals = invoiceTotals(
            amountCents,
            input.vat_rate,
            currency === 'RON' ? 1 : rate.eurron
          )
          return Invoice.create(
            {
              communityId: bid.communityId,
              bidId: bid.id,
              kind: 'invoice',
              creditedInvoiceId: null,
              seriesCode: input.series,
              number,
              currency,
              seller,
              buyer,
              issueDate: DateTime.fromISO(issueDay),
              dueDate: DateTime.fromJSDate(input.due_date).startOf('day'),
              // The delivery (sale) date: the lot's close.
              deliveryDate: DateTime.fromISO(saleDay),
              buyerName: buyer.name,
              buyerEmail: buyer.email,
              buyerAddress: addressLine(buyer.address).slice(0, 500),
              carMake: bid.car.make,
              carModel: bid.car.model,
              carYear: bid.car.year,
              lotTitle: bid.car.lot.title,
              amountCents,
              vatRate: input.vat_rate,
              vatExemptionCode: exemption?.exemptionCode ?? null,
              vatExemptionReason: exemption?.exemptionReason ?? null,
              ...totals,
              eurRonRate: rate.eurron,
              rateDate: DateTime.fromISO(rate.date),
              rateSource: rate.source,
              status: 'issued',
              cancelledAt: null,
            },
            { client: trx }
          )
        }),
      () => new InvoiceConflictException(messages.invoiced),
      ONE_LIVE_INVOICE
    )
    await queueTransmission(invoice)
    return invoice
  }

  /**
   * "Stornează": issues the credit note of a whole invoice today (negative amounts, the
   * original's rate, parties and line, a reference to it) numbered in the credit-note series
   * (`creditNoteSeries`, or the original's), and marks the original reversed. The original's
   * row is locked first: a credit note, or an invoice already reversed (or cancelled), is
   * refused and nothing is written.
   */
  static async reverse(original: Invoice, messages: ReverseMessages): Promise<Invoice> {
    const scope = communityScope(original.communityId)
    const creditNote = await refuseDuplicate(
      () =>
        db.transaction(async (trx) => {
          const invoice = await Invoice.forTenant(scope)
            .useTransaction(trx)
            .where('invoices.id', original.id)
            .forUpdate()
            .firstOrFail()
          if (invoice.kind === 'credit_note')
            throw new InvoiceConflictException(messages.creditNote)
          if (invoice.status !== 'issued') throw new InvoiceConflictException(messages.reversed)
          const code = invoicesConfig.creditNoteSeries ?? invoice.seriesCode
          const { number } = await InvoiceSeries.takeNumber(
            trx,
            invoice.communityId,
            code,
            invoice.currency
          )
          const today = DateTime.fromISO(orgToday())
          const note = await Invoice.create(
            {
              communityId: invoice.communityId,
              bidId: invoice.bidId,
              kind: 'credit_note',
              creditedInvoiceId: invoice.id,
              seriesCode: code,
              number,
              currency: invoice.currency,
              seller: invoice.seller,
              buyer: invoice.buyer,
              issueDate: today,
              dueDate: today,
              deliveryDate: invoice.deliveryDate,
              buyerName: invoice.buyerName,
              buyerEmail: invoice.buyerEmail,
              buyerAddress: invoice.buyerAddress,
              carMake: invoice.carMake,
              carModel: invoice.carModel,
              carYear: invoice.carYear,
              lotTitle: invoice.lotTitle,
              amountCents: -invoice.amountCents,
              vatRate: invoice.vatRate,
              vatExemptionCode: invoice.vatExemptionCode,
              vatExemptionReason: invoice.vatExemptionReason,
              vatCents: -invoice.vatCents,
              totalCents: -invoice.totalCents,
              totalRonBani: -invoice.totalRonBani,
              eurRonRate: invoice.eurRonRate,
              rateDate: invoice.rateDate,
              rateSource: invoice.rateSource,
              status: 'issued',
              cancelledAt: null,
            },
            { client: trx }
          )
          invoice.useTransaction(trx)
          invoice.status = 'reversed'
          await invoice.save()
          return note
        }),
      () => new InvoiceConflictException(messages.reversed),
      ONE_CREDIT_NOTE
    )
    await queueTransmission(creditNote)
    return creditNote
  }
}

/**
 * Queues the e-Factura transmission of a document just committed. The document is issued
 * whatever happens here: a failure is logged and the sweep job queues it later.
 */
async function queueTransmission(invoice: Invoice) {
  try {
    await EfacturaTransmission.queue(invoice)
  } catch (error) {
    logger.error({ err: error, invoiceId: invoice.id }, 'e-Factura: transmission not queued')
  }
}

/**
 * The seller of the community's invoices now: the organization that runs it, with its billing
 * details (the organization's form; docs/decisions.md, "Invoices"), and what it lacks.
 */
export async function sellerOfCommunity(communityId: number, client?: TransactionClientContract) {
  const community = await Community.query({ client })
    .where('id', communityId)
    .preload('organization')
    .firstOrFail()
  return { ...sellerParty(community.organization, community.name), community }
}
