/**
 * The parties of an invoice or credit note as stored on it at issue time (jsonb `seller` and
 * `buyer`): the print, the screens and the e-Factura XML all read these, so they never disagree.
 */
import type { CountyCode } from '#shared/counties'

/** A Romanian address: the county as its ISO 3166-2:RO code; in Bucharest a sector, 1–6. */
export type PartyAddress = {
  street: string
  city: string
  county: CountyCode
  sector: number | null
  zip_code: string | null
  country: 'RO'
}

/** The organization issuing: its CUI carries the RO prefix when it is a VAT payer. */
export type SellerParty = {
  name: string
  community: string
  cui: string
  vat_payer: boolean
  reg_com: string
  address: PartyAddress
  iban: string
  bank: string
}

/** The buyer: a person (CNP optional) or a company (CUI, Reg. Com.). */
export type BuyerParty =
  | {
      kind: 'person'
      name: string
      email: string | null
      cnp: string | null
      address: PartyAddress
    }
  | {
      kind: 'company'
      name: string
      email: string | null
      cui: string
      reg_com: string | null
      address: PartyAddress
    }
