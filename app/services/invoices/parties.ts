import type { BillingInfo } from '#models/json_column'
import type { ContactAddress } from '#models/contact'
import { BUCHAREST, COUNTIES, type CountyCode } from '#shared/counties'
import { countyCode, plain } from '#shared/county_names'
import type { BuyerParty, PartyAddress, SellerParty } from '#shared/invoice_parties'
import { isValidCui, isValidIban, isValidRegCom } from '#shared/identifiers_ro'
import type { InvoiceInput } from '#services/invoices/invoice_service'

/** A Bucharest sector written as "3" or "Sector 3"; null otherwise. */
function sectorOf(text: string | null | undefined): number | null {
  const match = /^(?:sector(?:ul)?\s*)?([1-6])$/i.exec((text ?? '').trim())
  return match ? Number(match[1]) : null
}

/** A field of the seller the invoice needs, as a label of the organization's billing form (`organizations.billing.*`). */
export type SellerGap =
  'name' | 'cui' | 'reg_com' | 'street' | 'city' | 'county' | 'sector' | 'iban' | 'bank'

/**
 * The seller of the community's invoices now, from the organization's billing details: its CUI
 * as typed (the RO prefix marks a VAT payer), the county as its code, what is missing for an
 * invoice to carry it, and what is there but invalid (the CUI's check digit, the IBAN's, the
 * trade register number's format: the rules of the billing form).
 */
export function sellerParty(
  organization: { name: string; billingInfo: BillingInfo | null },
  community: string
): { seller: SellerParty; missing: SellerGap[]; invalid: SellerGap[] } {
  const billing = organization.billingInfo ?? {}
  const cui = (billing.cui ?? '').replace(/\s+/g, '').toUpperCase()
  const county = countyCode(billing.county)
  const sector = county === BUCHAREST ? sectorOf(billing.sector) : null
  const building = [
    billing.block && `bl. ${billing.block}`,
    billing.entrance && `sc. ${billing.entrance}`,
    billing.floor && `et. ${billing.floor}`,
    billing.apartment_no && `ap. ${billing.apartment_no}`,
  ].filter(Boolean)
  const street = [[billing.street, billing.street_no].filter(Boolean).join(' '), ...building]
    .filter(Boolean)
    .join(', ')
  const seller: SellerParty = {
    name: organization.name,
    community,
    cui,
    vat_payer: cui.startsWith('RO'),
    reg_com: billing.reg_com ?? '',
    address: {
      street,
      city: billing.city ?? '',
      county: (county ?? '') as CountyCode,
      sector,
      zip_code: billing.zip_code ?? null,
      country: 'RO',
    },
    iban: billing.iban ?? '',
    bank: billing.bank ?? '',
  }
  const missing: SellerGap[] = []
  const invalid: SellerGap[] = []
  const check = (gap: SellerGap, value: string, valid: (value: string) => boolean) => {
    if (!value.trim()) missing.push(gap)
    else if (!valid(value)) invalid.push(gap)
  }
  if (!seller.name.trim()) missing.push('name')
  check('cui', cui, isValidCui)
  check('reg_com', seller.reg_com, isValidRegCom)
  if (!billing.street) missing.push('street')
  if (!seller.address.city) missing.push('city')
  if (!county) missing.push('county')
  if (county === BUCHAREST && !sector) missing.push('sector')
  check('iban', seller.iban, isValidIban)
  if (!seller.bank) missing.push('bank')
  return { seller, missing, invalid }
}

/** The buyer as the form sent it. */
export function buyerParty(input: InvoiceInput): BuyerParty {
  const address: PartyAddress = {
    street: input.buyer_street,
    city: input.buyer_city,
    county: input.buyer_county as CountyCode,
    sector: input.buyer_county === BUCHAREST ? (input.buyer_sector ?? null) : null,
    zip_code: input.buyer_zip_code ?? null,
    country: 'RO',
  }
  const email = input.buyer_email ?? null
  if (input.buyer_kind === 'company') {
    return {
      kind: 'company',
      name: input.buyer_name,
      email,
      cui: input.buyer_cui!,
      reg_com: input.buyer_reg_com ?? null,
      address,
    }
  }
  return { kind: 'person', name: input.buyer_name, email, cnp: input.buyer_cnp ?? null, address }
}

/** The value of the first extra field named like one of `names` (case and diacritics ignored). */
function extraOf(extra: Record<string, string> | null | undefined, names: string[]) {
  for (const [key, value] of Object.entries(extra ?? {})) {
    if (names.includes(plain(key)) && typeof value === 'string' && value.trim()) {
      return value.trim()
    }
  }
  return ''
}

/**
 * The invoice form's buyer, prefilled from the contact: the name and e-mail, its address, and
 * what its extra fields hold where the address is empty (an import stores "adresă", "oraș",
 * "companie"; "județ", "cnp", "cui" by hand).
 * A contact with a company and a CUI is a company buyer.
 */
export function buyerDefaults(contact: {
  fullName: string
  email: string | null
  extraData: Record<string, string> | null
  address: ContactAddress | null
}) {
  const extra = contact.extraData
  const address = contact.address ?? {}
  const company = extraOf(extra, ['companie', 'company'])
  const cui = extraOf(extra, ['cui', 'cif'])
  const county = countyCode(address.county) ?? countyCode(extraOf(extra, ['judet', 'county']))
  const sector = address.sector ?? sectorOf(extraOf(extra, ['sector']))
  return {
    buyer_kind: company && cui ? 'company' : 'person',
    buyer_name: company && cui ? company : contact.fullName,
    buyer_email: contact.email ?? '',
    buyer_cnp: extraOf(extra, ['cnp']),
    buyer_cui: cui,
    buyer_reg_com: extraOf(extra, ['reg com', 'reg. com.', 'registrul comertului']),
    buyer_street: (address.street ?? extraOf(extra, ['adresa', 'address', 'strada'])).slice(0, 200),
    buyer_city: (address.city ?? extraOf(extra, ['oras', 'city', 'localitate'])).slice(0, 100),
    buyer_county: county ?? '',
    buyer_sector: county === BUCHAREST && sector ? String(sector) : '',
    buyer_zip_code: address.zip_code ?? extraOf(extra, ['cod postal', 'zip', 'zip code']),
  }
}

/** The buyer's address in one line, for the list, the export and search. */
export function addressLine(address: PartyAddress): string {
  const county = COUNTIES.find((entry) => entry.code === address.county)?.name
  return [
    address.street,
    address.zip_code,
    address.city,
    address.sector ? `Sector ${address.sector}` : null,
    county && address.county !== BUCHAREST ? `jud. ${county}` : county,
  ]
    .filter(Boolean)
    .join(', ')
}
