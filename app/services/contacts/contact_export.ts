import type { Readable } from 'node:stream'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Contact from '#models/contact'
import { labelFromKey } from '#shared/extra_fields'
import { xlsxStream } from '#services/shared/xlsx_sheet'
import { csvStream, type ExportFormat } from '#services/shared/csv'
import { idBatches } from '#services/shared/id_batches'

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
  const batches = idBatches(
    (after, size) =>
      scope()
        .clearSelect()
        .select(
          'contacts.id',
          'contacts.first_name',
          'contacts.last_name',
          'contacts.email',
          'contacts.phone_number',
          'contacts.extra_data'
        )
        .where('contacts.id', '>', after)
        .clearOrder()
        .orderBy('contacts.id')
        .limit(size)
        .pojo<ExportRow>(),
    BATCH
  )
  for await (const batch of batches) {
    yield batch.map((row) => {
      const extra =
        typeof row.extra_data === 'string' ? JSON.parse(row.extra_data) : (row.extra_data ?? {})
      return [
        ...FIXED.map(({ column }) => row[column] ?? ''),
        // Its own keys only: "constructor" is not every contact's Object function.
        ...keys.map((key) => (Object.hasOwn(extra, key) ? String(extra[key] ?? '') : '')),
      ]
    })
  }
}

/** The header: the fixed columns, then one per extra_data key. */
function columnsOf(keys: string[]) {
  return [
    ...FIXED.map(({ header, column }) => ({ header, phone: column === 'phone_number' })),
    ...keys.map((key) => ({ header: labelFromKey(key) })),
  ]
}

export function contactsCsv(scope: ContactQuery): Readable {
  return csvStream(async () => {
    const keys = await extraKeys(scope)
    return { columns: columnsOf(keys), batches: cellRows(scope, keys) }
  })
}

export function contactsXlsx(scope: ContactQuery): Readable {
  return xlsxStream('Contacte', async () => {
    const keys = await extraKeys(scope)
    return { columns: columnsOf(keys), batches: cellRows(scope, keys) }
  })
}

export function exportStream(format: ExportFormat, scope: ContactQuery): Readable {
  return format === 'csv' ? contactsCsv(scope) : contactsXlsx(scope)
}
