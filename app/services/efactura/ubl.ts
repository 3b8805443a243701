/**
 * The UBL 2.1 XML of an invoice (Invoice, type 380) or credit note (CreditNote, type 381)
 * following CIUS-RO (docs/efactura.md). Pure: a document in, the XML text out. A credit note
 * states its amounts as positive numbers: the document type is what reverses them.
 */
import { BUCHAREST } from '#shared/counties'
import type { PartyAddress } from '#shared/invoice_parties'
import { CIUS_RO_ID, NO_CNP, type EfacturaDocument } from '#services/efactura/document'

const NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  credit_note: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
}
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2'
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'

function escape(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

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

const el = (name: string, value: string, attributes = '') =>
  `<${name}${attributes}>${escape(value)}</${name}>`
const money = (name: string, minor: number, currency: string) =>
  el(name, amount(minor), ` currencyID="${currency}"`)

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

/** The exemption reason a VAT breakdown of category O or E states (BR-O-10, BR-E-10). */
function exemption(document: EfacturaDocument, category: ReturnType<typeof vatCategory>) {
  if (category === 'O') return el('cbc:TaxExemptionReason', NOT_SUBJECT)
  if (category !== 'E' || !document.vatExemption) return ''
  const { code, reason } = document.vatExemption
  return (code ? el('cbc:TaxExemptionReasonCode', code) : '') + el('cbc:TaxExemptionReason', reason)
}

function taxCategory(tag: 'TaxCategory' | 'ClassifiedTaxCategory', document: EfacturaDocument) {
  const category = vatCategory(document)
  return [
    `<cac:${tag}>`,
    el('cbc:ID', category),
    category === 'O' ? '' : el('cbc:Percent', percent(document.vatRate)),
    tag === 'TaxCategory' ? exemption(document, category) : '',
    '<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>',
    `</cac:${tag}>`,
  ].join('')
}

/** A Romanian address: Bucharest's city is its sector (SECTOR1–6), the county its ISO code. */
function postalAddress(address: PartyAddress) {
  const city =
    address.county === BUCHAREST && address.sector ? `SECTOR${address.sector}` : address.city
  return [
    '<cac:PostalAddress>',
    el('cbc:StreetName', address.street),
    el('cbc:CityName', city),
    address.zip_code ? el('cbc:PostalZone', address.zip_code) : '',
    el('cbc:CountrySubentity', address.county),
    `<cac:Country>${el('cbc:IdentificationCode', address.country)}</cac:Country>`,
    '</cac:PostalAddress>',
  ].join('')
}

/** The CUI's digits, without the RO prefix. */
export function cuiDigits(cui: string) {
  return cui.replace(/^RO/i, '').trim()
}

function sellerParty(document: EfacturaDocument) {
  const seller = document.seller
  const vatId = vatCategory(document) === 'O' ? null : `RO${cuiDigits(seller.cui)}`
  return [
    '<cac:AccountingSupplierParty><cac:Party>',
    postalAddress(seller.address),
    vatId
      ? `<cac:PartyTaxScheme>${el('cbc:CompanyID', vatId)}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`
      : '',
    '<cac:PartyLegalEntity>',
    el('cbc:RegistrationName', seller.name),
    el('cbc:CompanyID', cuiDigits(seller.cui)),
    seller.reg_com ? el('cbc:CompanyLegalForm', seller.reg_com) : '',
    '</cac:PartyLegalEntity>',
    '</cac:Party></cac:AccountingSupplierParty>',
  ].join('')
}

function buyerParty(document: EfacturaDocument) {
  const buyer = document.buyer
  const parts = ['<cac:AccountingCustomerParty><cac:Party>', postalAddress(buyer.address)]
  if (buyer.kind === 'company') {
    // A VAT identifier only for a VAT-registered buyer, and never beside category O (BR-O-02).
    if (/^RO/i.test(buyer.cui.trim()) && vatCategory(document) !== 'O') {
      parts.push(
        `<cac:PartyTaxScheme>${el('cbc:CompanyID', `RO${cuiDigits(buyer.cui)}`)}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`
      )
    }
    parts.push(
      `<cac:PartyLegalEntity>${el('cbc:RegistrationName', buyer.name)}${el('cbc:CompanyID', cuiDigits(buyer.cui))}</cac:PartyLegalEntity>`
    )
  } else {
    // A person's identifier is the CNP, or the thirteen zeros ANAF accepts without one.
    const cnp = buyer.cnp?.trim() || NO_CNP
    parts.push(
      `<cac:PartyLegalEntity>${el('cbc:RegistrationName', buyer.name)}${el('cbc:CompanyID', cnp)}</cac:PartyLegalEntity>`
    )
  }
  if (buyer.email) parts.push(`<cac:Contact>${el('cbc:ElectronicMail', buyer.email)}</cac:Contact>`)
  parts.push('</cac:Party></cac:AccountingCustomerParty>')
  return parts.join('')
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
  const root = credit ? 'CreditNote' : 'Invoice'
  const currency = document.currency
  const notes = [rateNote(document)]
  if (document.credited) {
    const [year, month, day] = document.credited.issueDate.split('-')
    notes.push(`Stornare a facturii ${document.credited.number} din ${day}-${month}-${year}`)
  }
  const lineTag = credit ? 'CreditNoteLine' : 'InvoiceLine'
  const quantityTag = credit ? 'CreditedQuantity' : 'InvoicedQuantity'
  const lines = document.lines.map((line, index) =>
    [
      `<cac:${lineTag}>`,
      el('cbc:ID', String(index + 1)),
      el(`cbc:${quantityTag}`, '1', ' unitCode="H87"'),
      money('cbc:LineExtensionAmount', line.netMinor, currency),
      `<cac:Item>${el('cbc:Name', line.name.slice(0, ITEM_NAME_MAX))}${taxCategory('ClassifiedTaxCategory', document)}</cac:Item>`,
      `<cac:Price>${money('cbc:PriceAmount', line.netMinor, currency)}</cac:Price>`,
      `</cac:${lineTag}>`,
    ].join('')
  )
  const iban = document.seller.iban.replace(/\s+/g, '')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${NAMESPACES[document.kind]}" xmlns:cac="${CAC}" xmlns:cbc="${CBC}">`,
    el('cbc:CustomizationID', CIUS_RO_ID),
    el('cbc:ID', document.number),
    el('cbc:IssueDate', document.issueDate),
    !credit && document.dueDate ? el('cbc:DueDate', document.dueDate) : '',
    el(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
    ...notes.map((note) => el('cbc:Note', note)),
    el('cbc:DocumentCurrencyCode', currency),
    // A document in another currency states its VAT in RON too (BR-RO-030).
    currency === 'RON' ? '' : el('cbc:TaxCurrencyCode', 'RON'),
    document.credited
      ? `<cac:BillingReference><cac:InvoiceDocumentReference>${el('cbc:ID', document.credited.number)}${el('cbc:IssueDate', document.credited.issueDate)}</cac:InvoiceDocumentReference></cac:BillingReference>`
      : '',
    sellerParty(document),
    buyerParty(document),
    document.deliveryDate
      ? `<cac:Delivery>${el('cbc:ActualDeliveryDate', document.deliveryDate)}</cac:Delivery>`
      : '',
    iban
      ? `<cac:PaymentMeans>${el('cbc:PaymentMeansCode', '42')}${credit && document.dueDate ? el('cbc:PaymentDueDate', document.dueDate) : ''}<cac:PayeeFinancialAccount>${el('cbc:ID', iban)}</cac:PayeeFinancialAccount></cac:PaymentMeans>`
      : '',
    '<cac:TaxTotal>',
    money('cbc:TaxAmount', document.vatMinor, currency),
    '<cac:TaxSubtotal>',
    money('cbc:TaxableAmount', document.netMinor, currency),
    money('cbc:TaxAmount', document.vatMinor, currency),
    taxCategory('TaxCategory', document),
    '</cac:TaxSubtotal>',
    '</cac:TaxTotal>',
    currency === 'RON'
      ? ''
      : `<cac:TaxTotal>${money('cbc:TaxAmount', document.vatRonBani, 'RON')}</cac:TaxTotal>`,
    '<cac:LegalMonetaryTotal>',
    money('cbc:LineExtensionAmount', document.netMinor, currency),
    money('cbc:TaxExclusiveAmount', document.netMinor, currency),
    money('cbc:TaxInclusiveAmount', document.totalMinor, currency),
    money('cbc:PayableAmount', document.totalMinor, currency),
    '</cac:LegalMonetaryTotal>',
    ...lines,
    `</${root}>`,
    '',
  ].join('')
}

/** The seller's CUI (digits) in a built document: the `cif` ANAF's upload is made for. */
export function sellerCif(xml: string) {
  const supplier = /<cac:AccountingSupplierParty>[\s\S]*?<\/cac:AccountingSupplierParty>/.exec(xml)
  const id =
    supplier && /<cac:PartyLegalEntity>.*?<cbc:CompanyID>([^<]*)<\/cbc:CompanyID>/.exec(supplier[0])
  return id ? id[1] : ''
}

/** Whether a built document is a credit note (ANAF's upload standard CN). */
export function isCreditNote(xml: string) {
  return /<CreditNote[\s>]/.test(xml)
}
