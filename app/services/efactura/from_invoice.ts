/**
 * From the stored invoice or credit note (the record the print reads) to the e-Factura
 * document: the parties as issued, the amounts in the document's currency, the rate with its
 * date and source. A record whose parties lack what CIUS-RO needs (issued before the parties
 * were stored) yields the problems to fix instead.
 */
import type { DateTime } from 'luxon'
import type { BuyerParty, SellerParty } from '#shared/invoice_parties'
import { centsToBani } from '#shared/invoice_totals'
import type { EfacturaDocument } from '#services/efactura/document'
import { efacturaProblems, type EfacturaProblem } from '#services/efactura/checks'

/** What the mapping reads of an invoice (the invoices' model, by its declared fields). */
export type StoredInvoice = {
  kind: 'invoice' | 'credit_note'
  fullNumber: string
  issueDate: DateTime
  dueDate: DateTime | null
  currency: 'EUR' | 'RON'
  eurRonRate: number
  rateDate: DateTime
  rateSource: 'bnr' | 'manual'
  /** The seller as issued; older records hold only the organization's name and billing block. */
  seller: SellerParty | { name: string; community: string }
  buyer: BuyerParty | null
  line: string
  amountCents: number
  vatRate: number
  vatExemptionCode: string | null
  vatExemptionReason: string | null
  deliveryDate: DateTime | null
  vatCents: number
  totalCents: number
}

/** The invoice a credit note reverses. */
export type CreditedInvoice = { fullNumber: string; issueDate: DateTime } | null

const isSellerParty = (seller: StoredInvoice['seller']): seller is SellerParty =>
  'address' in seller && 'cui' in seller

/** A signed EUR amount in RON bani at the rate (halves away from zero). */
function signedBani(cents: number, rate: number) {
  return (cents < 0 ? -1 : 1) * centsToBani(Math.abs(cents), rate)
}

/**
 * The document's amounts, exactly as the print states them: the stored net, VAT and total in
 * the document's currency (a RON invoice is stored in RON bani already, converted at issue),
 * and the VAT in RON (an EUR document's at its rate).
 */
export function documentAmounts(invoice: StoredInvoice) {
  return {
    netMinor: invoice.amountCents,
    vatMinor: invoice.vatCents,
    totalMinor: invoice.totalCents,
    vatRonBani: inRon(invoice, invoice.vatCents),
  }
}

/** An amount of the document (minor units of its currency) in RON bani at its rate. */
export function inRon(
  invoice: Pick<StoredInvoice, 'currency' | 'eurRonRate'>,
  minor: number
): number {
  return invoice.currency === 'EUR' ? signedBani(minor, invoice.eurRonRate) : minor
}

export type Prepared =
  { document: EfacturaDocument; problems: [] } | { document: null; problems: EfacturaProblem[] }

/** The e-Factura document of an invoice, or what it lacks (Romanian catalog keys). */
export function prepareDocument(invoice: StoredInvoice, credited: CreditedInvoice): Prepared {
  const missing: EfacturaProblem[] = []
  if (!isSellerParty(invoice.seller)) missing.push({ key: 'efactura.problems.seller_address' })
  if (!invoice.buyer?.address) missing.push({ key: 'efactura.problems.buyer_address' })
  if (!isSellerParty(invoice.seller) || !invoice.buyer?.address)
    return { document: null, problems: missing }
  const amounts = documentAmounts(invoice)
  const document: EfacturaDocument = {
    kind: invoice.kind,
    number: invoice.fullNumber,
    issueDate: invoice.issueDate.toISODate()!,
    dueDate: invoice.dueDate?.toISODate() ?? null,
    currency: invoice.currency,
    rate: {
      eurRon: invoice.eurRonRate,
      date: invoice.rateDate.toISODate()!,
      source: invoice.rateSource,
    },
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: [{ name: invoice.line, netMinor: amounts.netMinor }],
    vatRate: invoice.vatRate,
    vatExemption: invoice.vatExemptionReason
      ? { code: invoice.vatExemptionCode, reason: invoice.vatExemptionReason }
      : null,
    deliveryDate: invoice.deliveryDate?.toISODate() ?? null,
    ...amounts,
    credited: credited
      ? { number: credited.fullNumber, issueDate: credited.issueDate.toISODate()! }
      : null,
  }
  const problems = efacturaProblems(document)
  return problems.length ? { document: null, problems } : { document, problems: [] }
}
