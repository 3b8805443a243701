/**
 * The e-Factura XML as the authorities validate it: every document built here goes through the
 * official validator (UBL 2.1 XSD, ANAF's CIUS-RO 1.0.9 bundle) with zero fatal errors, and one
 * the rules refuse fails it. The first run compiles the rules into tmp/ (about a minute).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { buildUbl } from '#services/efactura/ubl'
import { efacturaProblems } from '#services/efactura/checks'
import {
  BUCHAREST_3,
  CLUJ,
  COMPANY,
  PERSON_WITHOUT_CNP,
  SELLER,
  creditNote,
  efacturaValidator,
  eurInvoice,
  fatalFindings,
  ronInvoice,
} from '../support/efactura_documents.ts'

let validate: Awaited<ReturnType<typeof efacturaValidator>>

beforeAll(async () => {
  validate = await efacturaValidator()
}, 240_000)

async function findings(name: string, xml: string) {
  return fatalFindings(await validate(xml, name))
}

describe('e-Factura XML passes the official validator', () => {
  test('an EUR invoice to a person without CNP in Bucharest states its VAT in RON too', async () => {
    const document = eurInvoice()
    expect(efacturaProblems(document)).toEqual([])
    const xml = buildUbl(document)
    expect(await findings('eur-person-bucharest', xml), xml).toEqual([])
    expect(xml).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>')
    expect(xml).toContain('<cbc:TaxCurrencyCode>RON</cbc:TaxCurrencyCode>')
    expect(xml).toContain('<cbc:TaxAmount currencyID="RON">11235.80</cbc:TaxAmount>')
    expect(xml).toContain('<cbc:CompanyID>0000000000000</cbc:CompanyID>')
    expect(xml).toContain('<cbc:CityName>SECTOR3</cbc:CityName>')
    expect(xml).toContain('<cbc:CountrySubentity>RO-B</cbc:CountrySubentity>')
    expect(xml).toContain('Curs BNR EUR/RON 4.9771 din 26-11-2026')
  }, 120_000)

  test('a RON invoice to a company in a county', async () => {
    const xml = buildUbl(ronInvoice())
    expect(await findings('ron-company-cluj', xml), xml).toEqual([])
    expect(xml).not.toContain('TaxCurrencyCode')
    expect(xml).toContain('<cbc:CompanyID>RO14399840</cbc:CompanyID>')
    expect(xml).toContain('<cbc:CountrySubentity>RO-CJ</cbc:CountrySubentity>')
    expect(xml).toContain('<cbc:CityName>Cluj-Napoca</cbc:CityName>')
  }, 120_000)

  test('a credit note refers to the invoice it reverses, with a manual rate', async () => {
    const document = creditNote({ rate: { eurRon: 5.0123, date: '2026-11-27', source: 'manual' } })
    const xml = buildUbl(document)
    expect(await findings('credit-note', xml), xml).toEqual([])
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>')
    expect(xml).toMatch(
      /<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>FCT-12<\/cbc:ID><cbc:IssueDate>2026-11-27<\/cbc:IssueDate>/
    )
    expect(xml).toContain('curs introdus manual')
  }, 120_000)

  test('a person with a CNP, a seller in Bucharest not registered for VAT', async () => {
    const document = ronInvoice({
      seller: { ...SELLER, cui: '18547290', vat_payer: false, address: BUCHAREST_3 },
      buyer: { ...PERSON_WITHOUT_CNP, cnp: '1850101123453', address: CLUJ },
      vatRate: 0,
      vatMinor: 0,
      totalMinor: 5_350_383,
      vatRonBani: 0,
    })
    expect(efacturaProblems(document)).toEqual([])
    const xml = buildUbl(document)
    expect(await findings('person-cnp-nonvat', xml), xml).toEqual([])
    expect(xml).toContain('<cbc:CompanyID>1850101123453</cbc:CompanyID>')
  }, 120_000)

  test('an invoice at the reduced rate of 11 %: category S with its percent, the delivery date', async () => {
    const document = eurInvoice({
      vatRate: 11,
      // 10,750.00 EUR × 11 %; its VAT in RON: 1,182.50 × 4.9771
      vatMinor: 118_250,
      totalMinor: 1_193_250,
      vatRonBani: 588_542,
      deliveryDate: '2026-11-20',
    })
    expect(efacturaProblems(document)).toEqual([])
    const xml = buildUbl(document)
    expect(await findings('eur-reduced-11', xml), xml).toEqual([])
    expect(xml).toContain(
      '<cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>11</cbc:Percent><cac:TaxScheme>'
    )
    expect(xml).toContain(
      '<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>11</cbc:Percent>'
    )
    expect(xml).toContain('<cbc:TaxAmount currencyID="RON">5885.42</cbc:TaxAmount>')
    expect(xml).toContain(
      '<cac:Delivery><cbc:ActualDeliveryDate>2026-11-20</cbc:ActualDeliveryDate></cac:Delivery>'
    )
  }, 120_000)

  test('an invoice exempt at 0 % by a VAT payer: category E with its exemption code and reason', async () => {
    const reason = 'Scutit de TVA fără drept de deducere, conform art. 292 din Codul fiscal'
    const document = ronInvoice({
      vatRate: 0,
      vatExemption: { code: 'VATEX-EU-132', reason },
      vatMinor: 0,
      totalMinor: 5_350_383,
      vatRonBani: 0,
    })
    expect(efacturaProblems(document)).toEqual([])
    const xml = buildUbl(document)
    expect(await findings('ron-exempt-0', xml), xml).toEqual([])
    expect(xml).toContain(
      `<cac:TaxCategory><cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReasonCode>VATEX-EU-132</cbc:TaxExemptionReasonCode><cbc:TaxExemptionReason>${reason}</cbc:TaxExemptionReason>`
    )
    expect(xml).toContain(
      '<cac:ClassifiedTaxCategory><cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent>'
    )
    expect(xml).not.toContain('<cbc:ID>Z</cbc:ID>')
  }, 120_000)

  test('the validator refuses an EUR document without its VAT in RON', async () => {
    const xml = buildUbl(eurInvoice())
      .replace('<cbc:TaxCurrencyCode>RON</cbc:TaxCurrencyCode>', '')
      .replace(
        /<cac:TaxTotal><cbc:TaxAmount currencyID="RON">[^<]*<\/cbc:TaxAmount><\/cac:TaxTotal>/,
        ''
      )
    const found = await findings('eur-without-ron-vat', xml)
    expect(found.some((line) => line.startsWith('BR-RO-030'))).toBe(true)
  }, 120_000)
})

describe('what the national rules need, said before building', () => {
  test('each missing piece is named', () => {
    const document = eurInvoice({
      seller: { ...SELLER, cui: '', address: { ...CLUJ, street: ' ', county: 'RO-XX' as 'RO-CJ' } },
      buyer: { ...COMPANY, cui: 'abc', address: { ...BUCHAREST_3, sector: null } },
    })
    expect(efacturaProblems(document).map((problem) => problem.key)).toEqual([
      'efactura.problems.seller_cui',
      'efactura.problems.seller_street',
      'efactura.problems.seller_county',
      'efactura.problems.buyer_cui_format',
      'efactura.problems.buyer_sector',
    ])
  })

  test('a credit note without the invoice it reverses, VAT from a seller not registered', () => {
    const document = creditNote({ credited: null, seller: { ...SELLER, vat_payer: false } })
    expect(efacturaProblems(document).map((problem) => problem.key)).toEqual([
      'efactura.problems.credited',
      'efactura.problems.seller_not_vat_payer',
    ])
  })
})
