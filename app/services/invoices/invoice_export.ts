import type { Readable } from 'node:stream'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Invoice from '#models/invoice'
import { xlsxStream } from '#services/contacts/contact_export'
import { centsToDecimal } from '#shared/money'

/** Rows read at a time (a keyset cursor on id): memory stays flat. */
const BATCH = 2000

const HEADER = [
  'Număr',
  'Data emiterii',
  'Scadența',
  'Cumpărător',
  'Email',
  'Adresă',
  'Produs',
  'Valoare (EUR)',
  'Cota TVA (%)',
  'TVA (EUR)',
  'Total (EUR)',
  'Curs EUR/RON',
  'Data cursului',
  'Total (RON)',
  'Stare',
]

type InvoiceQuery = () => ModelQueryBuilderContract<typeof Invoice>

const day = (date: { toISODate(): string | null }) => date.toISODate() ?? ''

function cells(invoice: Invoice): string[] {
  return [
    invoice.fullNumber,
    day(invoice.issueDate),
    day(invoice.dueDate),
    invoice.buyerName,
    invoice.buyerEmail ?? '',
    invoice.buyerAddress ?? '',
    invoice.line,
    centsToDecimal(invoice.amountCents),
    String(invoice.vatRate),
    centsToDecimal(invoice.vatCents),
    centsToDecimal(invoice.totalCents),
    String(invoice.eurRonRate),
    day(invoice.rateDate),
    centsToDecimal(invoice.totalRonBani),
    invoice.status === 'issued' ? 'Emisă' : 'Anulată',
  ]
}

/** The header, then the invoices in id order, BATCH at a time. */
async function* invoiceRows(scope: InvoiceQuery): AsyncGenerator<string[][]> {
  yield [HEADER]
  let last = 0
  for (;;) {
    const batch = await scope()
      .where('invoices.id', '>', last)
      .clearOrder()
      .orderBy('invoices.id')
      .limit(BATCH)
    if (!batch.length) return
    last = batch.at(-1)!.id
    yield batch.map(cells)
    if (batch.length < BATCH) return
  }
}

/** The accountant's workbook: one sheet, "Facturi", streamed as it is read. */
export function invoicesXlsx(scope: InvoiceQuery): Readable {
  return xlsxStream('Facturi', invoiceRows(scope))
}
