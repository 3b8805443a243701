import { DateTime } from 'luxon'

/** A record deleted by setting `deleted_at` (products, feeds, quizzes…): it stays, restorable. */
interface SoftDeletable {
  deletedAt: DateTime | null
  save(): Promise<unknown>
}

/** Marks the record deleted; a deleted one stays as it is (its time of deletion too). */
export async function softDelete<Row extends SoftDeletable>(row: Row) {
  if (row.deletedAt) return row
  row.deletedAt = DateTime.now()
  await row.save()
  return row
}

/** Brings a deleted record back; one that is not deleted stays as it is. */
export async function restore<Row extends SoftDeletable>(row: Row) {
  if (!row.deletedAt) return row
  row.deletedAt = null
  await row.save()
  return row
}
