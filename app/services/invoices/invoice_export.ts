import type { Readable } from 'node:stream'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
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
  { header: 'Tip' },
  { header: 'Stornează factura' },
  { header: 'Data emiterii', format: DAY_FORMAT },
  { header: 'Scadența', format: DAY_FORMAT },
  { header: 'Cumpărător' },
  { header: 'Email' },
  { header: 'Adresă' },
  { header: 'Produs' },
  { header: 'Monedă' },
  { header: 'Valoare', format: MONEY_FORMAT },
  { header: 'Cota TVA (%)', format: '0.00' },
  { header: 'TVA', format: MONEY_FORMAT },
  { header: 'Total', format: MONEY_FORMAT },
  { header: 'Curs EUR/RON', format: '0.0000' },
  { header: 'Data cursului', format: DAY_FORMAT },
  { header: 'Sursa cursului' },
  { header: 'Total (RON)', format: MONEY_FORMAT },
  { header: 'Stare' },
  { header: 'Anulată la', format: MOMENT_FORMAT },
]

type InvoiceQuery = () => ModelQueryBuilderContract<typeof Invoice>

const STATUS: Record<Invoice['status'], string> = {
  issued: 'Emisă',
  cancelled: 'Anulată',
  reversed: 'Stornată',
}

function cells(invoice: Invoice): SheetCell[] {
  const original = invoice.$extras.credited_number as string | null | undefined
  return [
    invoice.fullNumber,
    invoice.kind === 'credit_note' ? 'Factură de stornare' : 'Factură',
    original ?? null,
    sheetDay(invoice.issueDate),
    sheetDay(invoice.dueDate),
    invoice.buyerName,
    invoice.buyerEmail,
    invoice.buyerAddress,
    invoice.line,
    invoice.currency,
    sheetMoney(invoice.amountCents),
    invoice.vatRate,
    sheetMoney(invoice.vatCents),
    sheetMoney(invoice.totalCents),
    invoice.eurRonRate,
    sheetDay(invoice.rateDate),
    invoice.rateSource === 'bnr' ? 'BNR' : 'introdus manual',
    sheetMoney(invoice.totalRonBani),
    STATUS[invoice.status],
    sheetMoment(invoice.cancelledAt),
  ]
}

/** The invoices in id order, BATCH at a time. */
async function* invoiceRows(scope: InvoiceQuery): AsyncGenerator<SheetCell[][]> {
  let last = 0
  for (;;) {
    const batch = await scope()
      .select('invoices.*')
      .select(
        db.raw(`(select o.series_code || '-' || o.number from invoices o
          where o.community_id = invoices.community_id and o.id = invoices.credited_invoice_id)
          as credited_number`)
      )
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
