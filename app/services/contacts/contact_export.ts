import { Readable } from 'node:stream'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Contact from '#models/contact'
import { ZipFile } from 'yazl'
import { labelFromKey } from '#shared/extra_fields'

/**
 * Rows read from the database at a time (a keyset cursor on id): memory stays flat. 500, not
 * 2,000: the CSV export of 100,000 contacts then adds 4 MB to the server instead of 34.
 */
const BATCH = 500

/** The fixed columns: "Prenume" is first_name, "Nume" last_name (docs/decisions.md). */
const FIXED = [
  { header: 'Prenume', column: 'first_name' },
  { header: 'Nume', column: 'last_name' },
  { header: 'Email', column: 'email' },
  { header: 'Telefon', column: 'phone_number' },
] as const

type ContactQuery = () => ModelQueryBuilderContract<typeof Contact>

interface ExportRow {
  id: number
  first_name: string
  last_name: string
  email: string | null
  phone_number: string | null
  extra_data: Record<string, string> | string
}

/** The extra_data keys of the exported contacts, sorted: one column each. */
async function extraKeys(scope: ContactQuery) {
  const found = await scope()
    .clearSelect()
    .select(db.raw('distinct jsonb_object_keys(contacts.extra_data) as key'))
    .clearOrder()
    .pojo<{ key: string }>()
  return found.map((row) => row.key).sort((a, b) => a.localeCompare(b, 'ro'))
}

/** The contacts in id order, BATCH at a time, each as its cells. */
async function* cellRows(scope: ContactQuery, keys: string[]): AsyncGenerator<string[][]> {
  let last = 0
  for (;;) {
    const batch = await scope()
      .clearSelect()
      .select(
        'contacts.id',
        'contacts.first_name',
        'contacts.last_name',
        'contacts.email',
        'contacts.phone_number',
        'contacts.extra_data'
      )
      .where('contacts.id', '>', last)
      .clearOrder()
      .orderBy('contacts.id')
      .limit(BATCH)
      .pojo<ExportRow>()
    if (!batch.length) return
    last = batch.at(-1)!.id
    yield batch.map((row) => {
      const extra =
        typeof row.extra_data === 'string' ? JSON.parse(row.extra_data) : (row.extra_data ?? {})
      return [
        ...FIXED.map(({ column }) => row[column] ?? ''),
        // Its own keys only: "constructor" is not every contact's Object function.
        ...keys.map((key) => (Object.hasOwn(extra, key) ? String(extra[key] ?? '') : '')),
      ]
    })
    if (batch.length < BATCH) return
  }
}

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage
 * return first) gets a leading apostrophe: shown as text, never run.
 */
export function neutralise(cell: string) {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

/** Excel with Romanian settings separates columns with ";" (the decimal separator is ","). */
const SEPARATOR = ';'

function csvCell(value: string) {
  const cell = neutralise(value)
  return /[";\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

const csvLine = (cells: string[]) => cells.map(csvCell).join(SEPARATOR) + '\r\n'

/** UTF-8 with a BOM (Excel then reads the diacritics right), CRLF lines, ";" between columns. */
export async function* contactsCsv(scope: ContactQuery): AsyncGenerator<string> {
  const keys = await extraKeys(scope)
  yield '\uFEFF' + csvLine([...FIXED.map((column) => column.header), ...keys.map(labelFromKey)])
  for await (const batch of cellRows(scope, keys)) yield batch.map(csvLine).join('')
}

const xml = (text: string) =>
  // Characters XML 1.0 does not allow are dropped; the five special ones escaped.
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

const xlsxRow = (cells: string[], index: number) =>
  `<row r="${index}">${cells
    .map(
      (cell) => `<c t="inlineStr"><is><t xml:space="preserve">${xml(neutralise(cell))}</t></is></c>`
    )
    .join('')}</row>`

/** The sheet's XML, row by row, as the zip reads it: the first row is the header. */
async function* sheet(batches: AsyncIterable<string[][]>): AsyncGenerator<string> {
  yield (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
  )
  let index = 0
  for await (const batch of batches) {
    yield batch.map((cells) => xlsxRow(cells, ++index)).join('')
  }
  yield '</sheetData></worksheet>'
}

/** The contacts' rows for the sheet: the header, then BATCH rows at a time. */
async function* contactSheetRows(scope: ContactQuery): AsyncGenerator<string[][]> {
  const keys = await extraKeys(scope)
  yield [[...FIXED.map((column) => column.header), ...keys.map(labelFromKey)]]
  yield* cellRows(scope, keys)
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/** The workbook's fixed parts: one sheet, named `sheetName`. */
const workbookParts = (sheetName: string) => ({
  '[Content_Types].xml':
    XML_HEAD +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '</Types>',
  '_rels/.rels':
    XML_HEAD +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
    '</Relationships>',
  'xl/workbook.xml':
    XML_HEAD +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets><sheet name="${xml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels':
    XML_HEAD +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
    '</Relationships>',
})

/**
 * An XLSX workbook (a zip, written by yazl) of one sheet whose rows (`batches`, the header
 * first) are compressed and sent as they are read: a 100,000-row sheet never sits in memory.
 * The contacts' and the invoices' exports.
 */
export function xlsxStream(sheetName: string, batches: AsyncIterable<string[][]>): Readable {
  const zip = new ZipFile()
  for (const [name, text] of Object.entries(workbookParts(sheetName))) {
    zip.addBuffer(Buffer.from(text, 'utf8'), name)
  }
  // A byte stream buffers 16 KB ahead, not 16 batches of 2,000 rows (an object stream's).
  zip.addReadStream(
    Readable.from(sheet(batches), { objectMode: false }),
    'xl/worksheets/sheet1.xml'
  )
  zip.end()
  const output = zip.outputStream as Readable
  // A failed read (the database) ends the download instead of leaving it open.
  zip.on('error', (error: Error) => output.destroy(error))
  return output
}

export function contactsXlsx(scope: ContactQuery): Readable {
  return xlsxStream('Contacte', contactSheetRows(scope))
}

export type ExportFormat = 'csv' | 'xlsx'

/** What the browser receives: the type and the file name. */
export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export function exportStream(format: ExportFormat, scope: ContactQuery): Readable {
  return format === 'csv' ? Readable.from(contactsCsv(scope)) : contactsXlsx(scope)
}
