import type { Readable } from 'node:stream'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import type Invoice from '#models/invoice'
import { inRon } from '#services/efactura/from_invoice'
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
import { idBatches } from '#services/shared/id_batches'

/** Rows read at a time (a keyset cursor on id): memory stays flat. */
const BATCH = 2000

/**
 * Amounts in the document's currency (its own column) with two decimals, the VAT rate in
 * percent, the rate to 4 with its source; a credit note names the invoice it reverses. Then
 * what the accountant books: the buyer's CUI or CNP, the line's unit and quantity, the delivery
 * date, the net and the VAT in RON at the document's rate (as its XML states the VAT).
 */
const COLUMNS: SheetColumn[] = [
  { header: 'Număr' },
  { header: 'Data emiterii', format: DAY_FORMAT },
  { header: 'Scadența', format: DAY_FORMAT },
  { header: 'Cumpărător' },
  { header: 'Email' },
  { header: 'Adresă' },
  { header: 'Produs' },
  { header: 'Valoare', format: MONEY_FORMAT },
  { header: 'Cota TVA (%)', format: '0.00' },
  { header: 'TVA', format: MONEY_FORMAT },
  { header: 'Total', format: MONEY_FORMAT },
  { header: 'Curs EUR/RON', format: '0.0000' },
  { header: 'Data cursului', format: DAY_FORMAT },
  { header: 'Total (RON)', format: MONEY_FORMAT },
  { header: 'Stare' },
  { header: 'Anulată la', format: MOMENT_FORMAT },
  { header: 'Tip' },
  { header: 'Stornează factura' },
  { header: 'Monedă' },
  { header: 'Sursa cursului' },
  { header: 'CUI/CNP cumpărător' },
  { header: 'U.M.' },
  { header: 'Cantitate', format: '0' },
  { header: 'Data livrării', format: DAY_FORMAT },
  { header: 'Valoare (RON)', format: MONEY_FORMAT },
  { header: 'TVA (RON)', format: MONEY_FORMAT },
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
    STATUS[invoice.status],
    sheetMoment(invoice.cancelledAt),
    invoice.kind === 'credit_note' ? 'Factură de stornare' : 'Factură',
    original ?? null,
    invoice.currency,
    invoice.rateSource === 'bnr' ? 'BNR' : 'introdus manual',
    buyerId(invoice),
    'buc.',
    invoice.kind === 'credit_note' ? -1 : 1,
    sheetDay(invoice.deliveryDate),
    sheetMoney(inRon(invoice, invoice.amountCents)),
    sheetMoney(inRon(invoice, invoice.vatCents)),
  ]
}

/** The buyer's CUI (a company) or CNP (a person, when given). */
function buyerId({ buyer }: Invoice) {
  if (!buyer) return null
  return buyer.kind === 'company' ? buyer.cui : buyer.cnp
}

/** The invoices in id order, BATCH at a time. */
async function* invoiceRows(scope: InvoiceQuery): AsyncGenerator<SheetCell[][]> {
  const batches = idBatches(
    (after, size) =>
      scope()
        .select('invoices.*')
        .select(
          db.raw(`(select o.series_code || '-' || o.number from invoices o
          where o.community_id = invoices.community_id and o.id = invoices.credited_invoice_id)
          as credited_number`)
        )
        .where('invoices.id', '>', after)
        .clearOrder()
        .orderBy('invoices.id')
        .limit(size),
    BATCH
  )
  for await (const batch of batches) yield batch.map(cells)
}

/** The accountant's workbook: one sheet, "Facturi", streamed as it is read. */
export function invoicesXlsx(scope: InvoiceQuery): Readable {
  return xlsxStream('Facturi', async () => ({ columns: COLUMNS, batches: invoiceRows(scope) }))
}
