/**
 * What an e-Factura document (UBL 2.1, CIUS-RO) is built from: one invoice or credit note as
 * stored, its parties as issued, its amounts in the document's currency (minor units). The
 * builder (ubl.ts) and the checks (checks.ts) read only this, so they are pure and testable
 * with documents built by hand.
 */
import type { BuyerParty, SellerParty } from '#shared/invoice_parties'

export type DocumentKind = 'invoice' | 'credit_note'

export type EfacturaLine = {
  /** The item's name as printed (at most 100 characters under CIUS-RO). */
  name: string
  /** Net amount in the document's currency, minor units (a credit note's: negative). */
  netMinor: number
}

export type EfacturaDocument = {
  kind: DocumentKind
  /** The number as printed: "FCT-12". */
  number: string
  /** ISO dates (YYYY-MM-DD). */
  issueDate: string
  dueDate: string | null
  currency: 'EUR' | 'RON'
  /** The EUR→RON rate the document states, its date and where it came from. */
  rate: { eurRon: number; date: string; source: 'bnr' | 'manual' }
  seller: SellerParty
  buyer: BuyerParty
  lines: EfacturaLine[]
  /** Percent (21 = 21 %). */
  vatRate: number
  /** A VAT payer's 0 % rate: the exemption it states (VAT category E); null otherwise. */
  vatExemption: { code: string | null; reason: string } | null
  /** The delivery (sale) date, ISO; null when not stored. */
  deliveryDate: string | null
  /** Net, VAT and total in the document's currency, minor units (a credit note's: negative). */
  netMinor: number
  vatMinor: number
  totalMinor: number
  /** The VAT total in RON bani (what an EUR document must state too). */
  vatRonBani: number
  /** The invoice a credit note reverses: its number and issue date. */
  credited: { number: string; issueDate: string } | null
}

/** The code ANAF accepts for a person buyer without a CNP. */
export const NO_CNP = '0000000000000'

/** The CIUS-RO specification identifier (BT-24). */
export const CIUS_RO_ID = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1'
