import type { Readable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import type { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Product from '#models/product'
import { centsToDecimal, centsToRon } from '#shared/money'
import { exchangeRate } from '#services/exchange_rates/exchange_rate_service'
import { productOptions } from '#services/products/product_service'
import { formatOrgTime } from '#services/shared/org_time'
import { csvStream, type ExportFormat } from '#services/shared/csv'
import {
  MOMENT_FORMAT,
  MONEY_FORMAT,
  sheetMoment,
  sheetMoney,
  xlsxStream,
  type SheetCell,
  type SheetColumn,
} from '#services/shared/xlsx_sheet'
import { idBatches } from '#services/shared/id_batches'

/** Rows read at a time (a keyset cursor on id): memory stays flat. */
const BATCH = 1000

/** Whole lei, as the price fields show RON beside EUR. */
const LEI_FORMAT = '#,##0'

/** The table's columns (docs/tenant.md, "Products"), the RON price beside the EUR one. */
const COLUMNS: SheetColumn[] = [
  { header: '#' },
  { header: 'Nume' },
  { header: 'Tip produs' },
  { header: 'Tip plată' },
  { header: 'Format' },
  { header: 'Preț (EUR)', format: MONEY_FORMAT },
  { header: 'Preț (RON)', format: LEI_FORMAT },
  { header: 'Creat la', format: MOMENT_FORMAT },
  { header: 'Șters la', format: MOMENT_FORMAT },
]

type ProductQuery = () => ModelQueryBuilderContract<typeof Product>

/** How one format writes the cells that are not text. */
interface Writer<Cell> {
  id: (id: number) => Cell
  euros: (cents: number) => Cell
  lei: (lei: number) => Cell
  moment: (moment: DateTime | null) => Cell
}

const SHEET: Writer<SheetCell> = {
  id: (id) => id,
  euros: sheetMoney,
  lei: (lei) => lei,
  moment: sheetMoment,
}

/** Programs read the CSV: a decimal point, whole lei, the screens' dates. */
const TEXT: Writer<string> = {
  id: String,
  euros: centsToDecimal,
  lei: String,
  moment: (moment) => (moment ? formatOrgTime(moment, 'dateTime') : ''),
}

async function* cellRows<Cell>(
  scope: ProductQuery,
  i18n: I18n,
  write: Writer<Cell>
): AsyncGenerator<(string | Cell)[][]> {
  const { eurron } = await exchangeRate()
  const labels = productOptions(i18n)
  const label = (list: keyof typeof labels, key: string) => labels[list][key] ?? key
  const batches = idBatches(
    (after, size) =>
      scope()
        .select(
          'products.id',
          'products.name',
          'products.product_type',
          'products.product_payment_type',
          'products.product_format_type',
          'products.price_cents',
          'products.created_at',
          'products.deleted_at'
        )
        .where('products.id', '>', after)
        .clearOrder()
        .orderBy('products.id')
        .limit(size),
    BATCH
  )
  for await (const batch of batches) {
    yield batch.map((product) => [
      write.id(product.id),
      product.name,
      label('product_type', product.productType),
      label('product_payment_type', product.productPaymentType),
      label('product_format_type', product.productFormatType),
      write.euros(product.priceCents),
      write.lei(centsToRon(product.priceCents, eurron)),
      write.moment(product.createdAt),
      write.moment(product.deletedAt),
    ])
  }
}

/** The products the table shows (its state and search) as CSV or XLSX, streamed. */
export function productsExport(format: ExportFormat, scope: ProductQuery, i18n: I18n): Readable {
  if (format === 'xlsx') {
    return xlsxStream('Produse', async () => ({
      columns: COLUMNS,
      batches: cellRows(scope, i18n, SHEET),
    }))
  }
  return csvStream(async () => ({ columns: COLUMNS, batches: cellRows(scope, i18n, TEXT) }))
}
