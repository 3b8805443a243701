import { Readable } from 'node:stream'
import Papa from 'papaparse'
import { orgToday } from '#services/shared/org_time'

/**
 * How a CSV is written: the exports' (`;`, quoted where needed: Excel with Romanian settings
 * separates columns with ";", its decimal separator being ",") or every cell quoted.
 */
export interface CsvDialect {
  delimiter: string
  quoteAll: boolean
}

export const EXPORT_CSV: CsvDialect = { delimiter: ';', quoteAll: false }

/**
 * A cell a spreadsheet would run as a formula (OWASP: a leading = + - @, tab or carriage
 * return) is written with a leading apostrophe. The one formula let through is a run of digits
 * in ="…" (what `csvPhone` writes): a spreadsheet shows it as that text, nothing runs.
 */
const FORMULA = /^(?!="\+?\d+"$)[=+\-@\t\r]/

/** Lines ending in CRLF, formula-like cells neutralised, quoted where the dialect asks. */
export function csvLines(rows: string[][], dialect: CsvDialect = EXPORT_CSV): string {
  if (!rows.length) return ''
  const text = Papa.unparse(rows, {
    delimiter: dialect.delimiter,
    quotes: dialect.quoteAll,
    newline: '\r\n',
    escapeFormulae: FORMULA,
  })
  return text + '\r\n'
}

export const csvLine = (cells: string[], dialect: CsvDialect = EXPORT_CSV) =>
  csvLines([cells], dialect)

/** A phone as stored (E.164, or an older national form): + and digits, never a formula. */
export const isPlainPhone = (value: string) => /^\+?\d+$/.test(value)

/**
 * A plain phone as a spreadsheet shows text: ="+40722111222" keeps its + (or a national number
 * its leading 0) with no apostrophe; anything else is a cell like any other.
 */
export function csvPhone(phone: string): string {
  return isPlainPhone(phone) ? `="${phone}"` : phone
}

/** A column of an export: its header, and whether it holds phones (the XLSX's columns too). */
export interface CsvColumn {
  header: string
  phone?: boolean
}

/** What an export writes: its columns, then its rows in batches as they are read. */
export interface CsvSource {
  columns: CsvColumn[]
  batches: AsyncIterable<string[][]>
}

/**
 * The header, then each batch as it is read (memory stays flat); with a BOM, so that Excel
 * reads the diacritics right. Phones are written by `csvPhone`.
 */
export function csvStream(source: () => Promise<CsvSource>, dialect: CsvDialect = EXPORT_CSV) {
  return Readable.from(
    (async function* () {
      const { columns, batches } = await source()
      const phones = new Set(columns.flatMap((column, index) => (column.phone ? [index] : [])))
      const written = (cells: string[]) =>
        cells.map((cell, index) => (phones.has(index) ? csvPhone(cell) : cell))
      const header = columns.map((column) => column.header)
      yield '\uFEFF' + csvLine(header, dialect)
      for await (const batch of batches) yield csvLines(batch.map(written), dialect)
    })()
  )
}

export type ExportFormat = 'csv' | 'xlsx'

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** An export's download, named `{name}-{today}.{format}`, never cached. */
export function exportHeaders(name: string, format: ExportFormat): Record<string, string> {
  return {
    'Content-Type': EXPORT_TYPES[format],
    'Content-Disposition': `attachment; filename="${name}-${orgToday()}.${format}"`,
    'Cache-Control': 'no-store',
  }
}
