/**
 * e-Factura documents built by hand (the builder's input), and the official validator
 * (tests/efactura: the UBL 2.1 XSD and ANAF's CIUS-RO rules).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { EfacturaDocument } from '#services/efactura/document'
import { efacturaRules, validateEfactura, type EfacturaValidation } from '../efactura/validate.ts'
import type { BuyerParty, PartyAddress, SellerParty } from '#shared/invoice_parties'

const ROOT = resolve(import.meta.dirname, '../..')

export const CLUJ: PartyAddress = {
  street: 'Str. Memorandumului 28',
  city: 'Cluj-Napoca',
  county: 'RO-CJ',
  sector: null,
  zip_code: '400114',
  country: 'RO',
}

export const BUCHAREST_3: PartyAddress = {
  street: 'Bd. Unirii 45, bl. E3, ap. 12',
  city: 'București',
  county: 'RO-B',
  sector: 3,
  zip_code: '030823',
  country: 'RO',
}

export const SELLER: SellerParty = {
  name: 'Asociația Auto Clasic',
  community: 'Licitații Cluj',
  cui: 'RO18547290',
  vat_payer: true,
  reg_com: 'J12/1234/2010',
  address: CLUJ,
  iban: 'RO49AAAA1B31007593840000',
  bank: 'Banca Transilvania',
}

export const PERSON_WITHOUT_CNP: Extract<BuyerParty, { kind: 'person' }> = {
  kind: 'person',
  name: 'Ioana Popescu',
  email: 'ioana@example.ro',
  cnp: null,
  address: BUCHAREST_3,
}

export const COMPANY: Extract<BuyerParty, { kind: 'company' }> = {
  kind: 'company',
  name: 'Transport Rapid SRL',
  email: null,
  cui: 'RO14399840',
  reg_com: 'J40/5678/2015',
  address: CLUJ,
}

/** An EUR invoice of 10,750.00 EUR + 21 % VAT at 4.9771 RON, to a person in Bucharest. */
export function eurInvoice(overrides: Partial<EfacturaDocument> = {}): EfacturaDocument {
  return {
    kind: 'invoice',
    number: 'FCT-12',
    issueDate: '2026-11-27',
    dueDate: '2026-12-12',
    currency: 'EUR',
    rate: { eurRon: 4.9771, date: '2026-11-26', source: 'bnr' },
    seller: SELLER,
    buyer: PERSON_WITHOUT_CNP,
    lines: [{ name: 'Dacia Duster (2021), Licitația de iarnă', netMinor: 1_075_000 }],
    vatRate: 21,
    vatExemption: null,
    deliveryDate: null,
    netMinor: 1_075_000,
    vatMinor: 225_750,
    totalMinor: 1_300_750,
    // 2,257.50 EUR × 4.9771
    vatRonBani: 1_123_580,
    credited: null,
    ...overrides,
  }
}

/** The same sale invoiced in RON (53,503.83 RON + VAT) to a company in Cluj. */
export function ronInvoice(overrides: Partial<EfacturaDocument> = {}): EfacturaDocument {
  return eurInvoice({
    number: 'FCR-3',
    currency: 'RON',
    buyer: COMPANY,
    lines: [{ name: 'Dacia Duster (2021), Licitația de iarnă', netMinor: 5_350_383 }],
    netMinor: 5_350_383,
    vatMinor: 1_123_580,
    totalMinor: 6_473_963,
    vatRonBani: 1_123_580,
    ...overrides,
  })
}

/** The credit note reversing the EUR invoice: negative amounts, the original's rate. */
export function creditNote(overrides: Partial<EfacturaDocument> = {}): EfacturaDocument {
  return eurInvoice({
    kind: 'credit_note',
    number: 'FCT-13',
    issueDate: '2026-11-28',
    dueDate: null,
    lines: [{ name: 'Dacia Duster (2021), Licitația de iarnă', netMinor: -1_075_000 }],
    netMinor: -1_075_000,
    vatMinor: -225_750,
    totalMinor: -1_300_750,
    vatRonBani: -1_123_580,
    credited: { number: 'FCT-12', issueDate: '2026-11-27' },
    ...overrides,
  })
}

/**
 * The official validator, its rules ready: call it in a `beforeAll` with a long timeout (the
 * first use in a checkout compiles them). Each document checked is kept in tmp/efactura-documents.
 */
export async function efacturaValidator() {
  await efacturaRules()
  const folder = join(ROOT, 'tmp', 'efactura-documents')
  mkdirSync(folder, { recursive: true })
  return (xml: string, name: string) => {
    writeFileSync(join(folder, `${name}.xml`), xml)
    return validateEfactura(xml)
  }
}

/** The fatal findings of a validation, one line each (empty when the document passes). */
export function fatalFindings(result: EfacturaValidation) {
  return [
    ...result.xsd.errors,
    ...result.failures.filter((f) => f.flag === 'fatal').map((f) => `${f.id}: ${f.message}`),
  ]
}
