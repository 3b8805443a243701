import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export interface IncomingRow {
  id?: number
  values: Record<string, unknown>
}

function differs(row: LucidRow, values: Record<string, unknown>) {
  const model = row.constructor as LucidModel
  return Object.entries(values).some(
    ([column, value]) =>
      row.$attributes[model.$keys.columnsToAttributes.get(column) ?? column] !== value
  )
}

export interface UpsertOptions {
  /** Delete first, so that a removed correct option frees its place for the new one. */
  removeFirst?: boolean
  /** One releasing a unique value runs before the one taking it. */
  firstUpdates?: (values: Record<string, unknown>) => boolean
}

/** A stable diff (docs/content.md); rows no longer sent are deleted first or returned for later. */
export async function upsertRows(
  trx: TransactionClientContract,
  table: string,
  stored: LucidRow[],
  incoming: IncomingRow[],
  { removeFirst = false, firstUpdates = () => false }: UpsertOptions = {}
) {
  const byId = new Map(stored.map((row) => [row.$primaryKeyValue as number, row]))
  const kept = new Set(incoming.map((row) => row.id))
  const removed = [...byId.keys()].filter((id) => !kept.has(id))
  if (removeFirst) await deleteRows(trx, table, removed)
  const updates = incoming.filter(
    (row): row is Required<IncomingRow> =>
      row.id !== undefined && differs(byId.get(row.id)!, row.values)
  )
  updates.sort((a, b) => Number(firstUpdates(b.values)) - Number(firstUpdates(a.values)))
  for (const row of updates) await trx.from(table).where('id', row.id).update(row.values)

  const fresh = incoming.filter((row) => row.id === undefined)
  const inserted: { id: number }[] = fresh.length
    ? await trx
        .table(table)
        .multiInsert(fresh.map((row) => row.values))
        .returning('id')
    : []
  // The sequence numbers the rows in the order of the VALUES list.
  const newIds = inserted.map((row) => row.id).sort((a, b) => a - b)
  return {
    ids: incoming.map((row) => row.id ?? newIds.shift()!),
    removed: removeFirst ? [] : removed,
  }
}

export async function deleteRows(trx: TransactionClientContract, table: string, ids: number[]) {
  if (ids.length) await trx.from(table).whereIn('id', ids).delete()
}
