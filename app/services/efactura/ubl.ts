/**
 * The UBL 2.1 XML of an invoice (Invoice, type 380) or credit note (CreditNote, type 381)
 * following CIUS-RO (docs/efactura.md). Pure: a document in, the XML text out, built as a tree
 * by xmlbuilder2 (which escapes the text). A credit note states its amounts as positive
 * numbers: the document type is what reverses them.
 */
import { create } from 'xmlbuilder2'
import { BUCHAREST } from '#shared/counties'
import type { PartyAddress } from '#shared/invoice_parties'
import { CIUS_RO_ID, NO_CNP, type EfacturaDocument } from '#services/efactura/document'

const NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  credit_note: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
}
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2'
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'

/**
 * Elements as xmlbuilder2 builds them from an object, in key order: a text, the children, a
 * list of repeated elements, `@name` an attribute, `#` the text beside attributes; a null
 * element is left out.
 */
type Content = string | null | Elements | Elements[] | string[]
type Elements = { [name: string]: Content }

/** Minor units as a decimal with two places, without sign (credit notes state positives). */
function amount(minor: number) {
  const value = Math.abs(minor)
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
}

/** A percent as UBL writes it: "21", "19.5". */
function percent(rate: number) {
  return String(Math.round(rate * 100) / 100)
}

/** CIUS-RO's longest item name (BR-RO-L100). */
const ITEM_NAME_MAX = 100

const money = (minor: number, currency: string): Elements => ({
  '@currencyID': currency,
  '#': amount(minor),
})

const VAT_SCHEME: Elements = { 'cbc:ID': 'VAT' }

/**
 * The VAT category: standard (any rate above 0, reduced ones included), exempt with its reason,
 * not subject to VAT (a seller not registered), or zero-rated (a 0 % issued without a reason).
 */
export function vatCategory(
  document: Pick<EfacturaDocument, 'seller' | 'vatRate' | 'vatExemption'>
) {
  if (!document.seller.vat_payer) return 'O' as const
  if (document.vatRate > 0) return 'S' as const
  return document.vatExemption ? ('E' as const) : ('Z' as const)
}

/** The reason ANAF requires for a seller not registered for VAT (category O). */
const NOT_SUBJECT = 'Furnizor neînregistrat în scopuri de TVA'

/** The VAT category of a line (ClassifiedTaxCategory) or of the breakdown (TaxCategory). */
function taxCategory(document: EfacturaDocument, breakdown: boolean): Elements {
  const category = vatCategory(document)
  // The breakdown of category O or E states its exemption reason (BR-O-10, BR-E-10).
  const exemption = breakdown && category === 'E' ? document.vatExemption : null
  return {
    'cbc:ID': category,
    'cbc:Percent': category === 'O' ? null : percent(document.vatRate),
    'cbc:TaxExemptionReasonCode': exemption?.code || null,
    'cbc:TaxExemptionReason':
      breakdown && category === 'O' ? NOT_SUBJECT : (exemption?.reason ?? null),
    'cac:TaxScheme': VAT_SCHEME,
  }
}

/** A Romanian address: Bucharest's city is its sector (SECTOR1–6), the county its ISO code. */
function postalAddress(address: PartyAddress): Elements {
  const city =
    address.county === BUCHAREST && address.sector ? `SECTOR${address.sector}` : address.city
  return {
    'cbc:StreetName': address.street,
    'cbc:CityName': city,
    'cbc:PostalZone': address.zip_code || null,
    'cbc:CountrySubentity': address.county,
    'cac:Country': { 'cbc:IdentificationCode': address.country },
  }
}

/** The CUI's digits, without the RO prefix. */
export function cuiDigits(cui: string) {
  return cui.replace(/^RO/i, '').trim()
}

/** The seller's CUI (digits) the document states: the `cif` ANAF's upload is made for. */
export function sellerCif(document: Pick<EfacturaDocument, 'seller'>) {
  return cuiDigits(document.seller.cui)
}

const vatIdentifier = (cui: string): Elements => ({
  'cbc:CompanyID': `RO${cuiDigits(cui)}`,
  'cac:TaxScheme': VAT_SCHEME,
})

function sellerParty(document: EfacturaDocument): Elements {
  const seller = document.seller
  return {
    'cac:PostalAddress': postalAddress(seller.address),
    'cac:PartyTaxScheme': vatCategory(document) === 'O' ? null : vatIdentifier(seller.cui),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': seller.name,
      'cbc:CompanyID': sellerCif(document),
      'cbc:CompanyLegalForm': seller.reg_com || null,
    },
  }
}

function buyerParty(document: EfacturaDocument): Elements {
  const buyer = document.buyer
  const company = buyer.kind === 'company'
  // A VAT identifier only for a VAT-registered buyer, and never beside category O (BR-O-02).
  const vatRegistered = company && /^RO/i.test(buyer.cui.trim()) && vatCategory(document) !== 'O'
  return {
    'cac:PostalAddress': postalAddress(buyer.address),
    'cac:PartyTaxScheme': vatRegistered ? vatIdentifier(buyer.cui) : null,
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': buyer.name,
      // A person's identifier is the CNP, or the thirteen zeros ANAF accepts without one.
      'cbc:CompanyID': company ? cuiDigits(buyer.cui) : buyer.cnp?.trim() || NO_CNP,
    },
    'cac:Contact': buyer.email ? { 'cbc:ElectronicMail': buyer.email } : null,
  }
}

/** The rate the document states, as the print states it. */
export function rateNote(document: EfacturaDocument) {
  const { eurRon, date, source } = document.rate
  const [year, month, day] = date.split('-')
  const when = `${day}-${month}-${year}`
  return source === 'bnr'
    ? `Curs BNR EUR/RON ${eurRon.toFixed(4)} din ${when}`
    : `Curs EUR/RON ${eurRon.toFixed(4)} din ${when}, curs introdus manual`
}

/** The UBL 2.1 XML (CIUS-RO) of an invoice or credit note. */
export function buildUbl(document: EfacturaDocument): string {
  const credit = document.kind === 'credit_note'
  const currency = document.currency
  const notes = [rateNote(document)]
  if (document.credited) {
    const [year, month, day] = document.credited.issueDate.split('-')
    notes.push(`Stornare a facturii ${document.credited.number} din ${day}-${month}-${year}`)
  }
  const iban = document.seller.iban.replace(/\s+/g, '')
  const lines = document.lines.map((line, index): Elements => ({
    'cbc:ID': String(index + 1),
    [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: {
      '@unitCode': 'H87',
      '#': '1',
    },
    'cbc:LineExtensionAmount': money(line.netMinor, currency),
    'cac:Item': {
      'cbc:Name': line.name.slice(0, ITEM_NAME_MAX),
      'cac:ClassifiedTaxCategory': taxCategory(document, false),
    },
    'cac:Price': { 'cbc:PriceAmount': money(line.netMinor, currency) },
  }))
  const taxTotals: Elements[] = [
    {
      'cbc:TaxAmount': money(document.vatMinor, currency),
      'cac:TaxSubtotal': {
        'cbc:TaxableAmount': money(document.netMinor, currency),
        'cbc:TaxAmount': money(document.vatMinor, currency),
        'cac:TaxCategory': taxCategory(document, true),
      },
    },
  ]
  // A document in another currency states its VAT in RON too (BR-RO-030).
  if (currency !== 'RON') taxTotals.push({ 'cbc:TaxAmount': money(document.vatRonBani, 'RON') })

  const body: Elements = {
    '@xmlns': NAMESPACES[document.kind],
    '@xmlns:cac': CAC,
    '@xmlns:cbc': CBC,
    'cbc:CustomizationID': CIUS_RO_ID,
    'cbc:ID': document.number,
    'cbc:IssueDate': document.issueDate,
    'cbc:DueDate': credit ? null : document.dueDate,
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: credit ? '381' : '380',
    'cbc:Note': notes,
    'cbc:DocumentCurrencyCode': currency,
    'cbc:TaxCurrencyCode': currency === 'RON' ? null : 'RON',
    'cac:BillingReference': document.credited
      ? {
          'cac:InvoiceDocumentReference': {
            'cbc:ID': document.credited.number,
            'cbc:IssueDate': document.credited.issueDate,
          },
        }
      : null,
    'cac:AccountingSupplierParty': { 'cac:Party': sellerParty(document) },
    'cac:AccountingCustomerParty': { 'cac:Party': buyerParty(document) },
    'cac:Delivery': document.deliveryDate
      ? { 'cbc:ActualDeliveryDate': document.deliveryDate }
      : null,
    'cac:PaymentMeans': iban
      ? {
          'cbc:PaymentMeansCode': '42',
          'cbc:PaymentDueDate': credit ? document.dueDate : null,
          'cac:PayeeFinancialAccount': { 'cbc:ID': iban },
        }
      : null,
    'cac:TaxTotal': taxTotals,
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(document.netMinor, currency),
      'cbc:TaxExclusiveAmount': money(document.netMinor, currency),
      'cbc:TaxInclusiveAmount': money(document.totalMinor, currency),
      'cbc:PayableAmount': money(document.totalMinor, currency),
    },
    [credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']: lines,
  }
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      [credit ? 'CreditNote' : 'Invoice']: body,
    }
  ).end({ prettyPrint: false })
}
