import { Readable } from 'node:stream'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Contact from '#models/contact'
import { labelFromKey } from '#shared/extra_fields'
import { neutralise, xlsxStream } from '#services/shared/xlsx_sheet'

/** A keyset cursor: memory stays flat; a larger batch costs memory for no speed (docs/performance.md). */
const BATCH = 500

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

async function extraKeys(scope: ContactQuery) {
  const found = await scope()
    .clearSelect()
    .select(db.raw('distinct jsonb_object_keys(contacts.extra_data) as key'))
    .clearOrder()
    .pojo<{ key: string }>()
  return found.map((row) => row.key).sort((a, b) => a.localeCompare(b, 'ro'))
}

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

/** Excel with Romanian settings separates columns with ";" (the decimal separator is ","). */
const SEPARATOR = ';'

function csvCell(value: string) {
  const cell = neutralise(value)
  return /[";\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

/** One CSV line: formula-like cells neutralised, quoted where needed (the attendees' export too). */
export const csvLine = (cells: string[]) => cells.map(csvCell).join(SEPARATOR) + '\r\n'

/** With a BOM, so that Excel reads the diacritics right. */
export async function* contactsCsv(scope: ContactQuery): AsyncGenerator<string> {
  const keys = await extraKeys(scope)
  yield '\uFEFF' + csvLine([...FIXED.map((column) => column.header), ...keys.map(labelFromKey)])
  for await (const batch of cellRows(scope, keys)) yield batch.map(csvLine).join('')
}

export function contactsXlsx(scope: ContactQuery): Readable {
  return xlsxStream('Contacte', async () => {
    const keys = await extraKeys(scope)
    const headers = [...FIXED.map((column) => column.header), ...keys.map(labelFromKey)]
    return { columns: headers.map((header) => ({ header })), batches: cellRows(scope, keys) }
  })
}

export type ExportFormat = 'csv' | 'xlsx'

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export function exportStream(format: ExportFormat, scope: ContactQuery): Readable {
  return format === 'csv' ? Readable.from(contactsCsv(scope)) : contactsXlsx(scope)
}
