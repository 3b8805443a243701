import type { Readable } from 'node:stream'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Invoice from '#models/invoice'
import {
  DAY_FORMAT,
  MOMENT_FORMAT,
  MONEY_FORMAT,
  sheetDay,
  sheetMoment,
  sheetMoney,
  xlsxStream,
  type SheetCell,
  type SheetColumn,
} from '#services/shared/xlsx_sheet'

/** Rows read at a time (a keyset cursor on id): memory stays flat. */
const BATCH = 2000

/** Amounts in their currency with two decimals, the VAT rate in percent, the BNR rate to 4. */
const COLUMNS: SheetColumn[] = [
  { header: 'Număr' },
  { header: 'Data emiterii', format: DAY_FORMAT },
  { header: 'Scadența', format: DAY_FORMAT },
  { header: 'Cumpărător' },
  { header: 'Email' },
  { header: 'Adresă' },
  { header: 'Produs' },
  { header: 'Valoare (EUR)', format: MONEY_FORMAT },
  { header: 'Cota TVA (%)', format: '0.00' },
  { header: 'TVA (EUR)', format: MONEY_FORMAT },
  { header: 'Total (EUR)', format: MONEY_FORMAT },
  { header: 'Curs EUR/RON', format: '0.0000' },
  { header: 'Data cursului', format: DAY_FORMAT },
  { header: 'Total (RON)', format: MONEY_FORMAT },
  { header: 'Stare' },
  { header: 'Anulată la', format: MOMENT_FORMAT },
]

type InvoiceQuery = () => ModelQueryBuilderContract<typeof Invoice>

function cells(invoice: Invoice): SheetCell[] {
  return [
    invoice.fullNumber,
    sheetDay(invoice.issueDate),
    sheetDay(invoice.dueDate),
    invoice.buyerName,
    invoice.buyerEmail,
    invoice.buyerAddress,
    invoice.line,
    sheetMoney(invoice.amountCents),
    invoice.vatRate,
    sheetMoney(invoice.vatCents),
    sheetMoney(invoice.totalCents),
    invoice.eurRonRate,
    sheetDay(invoice.rateDate),
    sheetMoney(invoice.totalRonBani),
    invoice.status === 'issued' ? 'Emisă' : 'Anulată',
    sheetMoment(invoice.cancelledAt),
  ]
}

/** The invoices in id order, BATCH at a time. */
async function* invoiceRows(scope: InvoiceQuery): AsyncGenerator<SheetCell[][]> {
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
  return xlsxStream('Facturi', async () => ({ columns: COLUMNS, batches: invoiceRows(scope) }))
}
