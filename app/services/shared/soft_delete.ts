import { DateTime } from 'luxon'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'

/** A soft-deleted list's filter (?state=active|deleted|all; active by default), as products'. */
export const SOFT_DELETE_STATES = ['active', 'deleted', 'all'] as const
export type SoftDeleteState = (typeof SOFT_DELETE_STATES)[number]

export function requestedState(value: unknown): SoftDeleteState {
  return SOFT_DELETE_STATES.includes(value as SoftDeleteState)
    ? (value as SoftDeleteState)
    : 'active'
}

export function inState<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  state: SoftDeleteState
) {
  const column = `${query.model.table}.deleted_at`
  if (state === 'active') query.whereNull(column)
  if (state === 'deleted') query.whereNotNull(column)
  return query
}

interface SoftDeletable {
  deletedAt: DateTime | null
  save(): Promise<unknown>
}

/** Marks the row deleted (it stays, restorable); a deleted one stays as it is. */
export async function softDelete<Row extends SoftDeletable>(row: Row) {
  if (row.deletedAt) return row
  row.deletedAt = DateTime.now()
  await row.save()
  return row
}

export async function restore<Row extends SoftDeletable>(row: Row) {
  if (!row.deletedAt) return row
  row.deletedAt = null
  await row.save()
  return row
}
