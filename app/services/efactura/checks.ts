/**
 * What the national rules (CIUS-RO on EN 16931) need of a document before it is built: each
 * missing or unusable piece as a catalog key (resources/lang/<locale>/efactura.json,
 * "problems") with its values, so the server says in Romanian what to fix and where.
 */
import { BUCHAREST, COUNTIES } from '#shared/counties'
import type { PartyAddress } from '#shared/invoice_parties'
import type { EfacturaDocument } from '#services/efactura/document'

export type EfacturaProblem = { key: string; values?: Record<string, string | number> }

const COUNTY_CODES = new Set<string>(COUNTIES.map((county) => county.code))
const CUI = /^(RO)?\d{2,10}$/i
const CNP = /^\d{13}$/

function blank(value: string | null | undefined) {
  return !value || !value.trim()
}

function addressProblems(party: 'seller' | 'buyer', address: PartyAddress | undefined) {
  const problems: EfacturaProblem[] = []
  const add = (what: string, values?: EfacturaProblem['values']) =>
    problems.push({ key: `efactura.problems.${party}_${what}`, values })
  if (!address) {
    add('address')
    return problems
  }
  if (blank(address.street)) add('street')
  else if (address.street.trim().length > 150) add('street_long', { max: 150 })
  if (!COUNTY_CODES.has(address.county)) add('county')
  if (address.county === BUCHAREST) {
    if (!address.sector || address.sector < 1 || address.sector > 6) add('sector')
  } else if (blank(address.city)) add('city')
  else if (address.city.trim().length > 50) add('city_long', { max: 50 })
  if (address.zip_code && address.zip_code.trim().length > 20) add('zip_long', { max: 20 })
  if (address.country !== 'RO') add('country')
  return problems
}

/** Everything the document lacks for e-Factura; empty when it can be built and sent. */
export function efacturaProblems(document: EfacturaDocument): EfacturaProblem[] {
  const problems: EfacturaProblem[] = []
  const add = (key: string, values?: EfacturaProblem['values']) =>
    problems.push({ key: `efactura.problems.${key}`, values })
  const { seller, buyer } = document

  if (!/\d/.test(document.number)) add('number')
  if (!(document.rate.eurRon > 0)) add('rate')
  if (document.kind === 'credit_note' && !document.credited) add('credited')

  if (blank(seller.name)) add('seller_name')
  else if (seller.name.trim().length > 200) add('seller_name_long', { max: 200 })
  if (blank(seller.cui)) add('seller_cui')
  else if (!CUI.test(seller.cui.trim().replace(/\s+/g, ''))) add('seller_cui_format')
  problems.push(...addressProblems('seller', seller.address))
  if (!seller.vat_payer && document.vatRate > 0) add('seller_not_vat_payer')

  if (blank(buyer.name)) add('buyer_name')
  else if (buyer.name.trim().length > 200) add('buyer_name_long', { max: 200 })
  if (buyer.kind === 'company') {
    if (blank(buyer.cui)) add('buyer_cui')
    else if (!CUI.test(buyer.cui.trim().replace(/\s+/g, ''))) add('buyer_cui_format')
  } else if (buyer.cnp && !CNP.test(buyer.cnp.trim())) {
    add('buyer_cnp')
  }
  problems.push(...addressProblems('buyer', buyer.address))

  if (!document.lines.length) add('lines')
  return problems
}
