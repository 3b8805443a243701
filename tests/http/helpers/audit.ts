/**
 * The audit trail as the tests read it: a record's entries as stored (with the transaction that
 * wrote each, `xmin`), and a database that refuses some entries for the length of a step.
 */
import { query } from '../../support/db.ts'

/** An entry as stored, and the transaction that wrote it. */
export interface AuditEntryRow {
  id: string
  organization_id: number | null
  community_id: number | null
  user_id: number | null
  user_name: string | null
  user_email: string | null
  action: string
  record_type: string | null
  record_id: string | null
  record_label: string | null
  changes: { fields?: Record<string, [unknown, unknown]>; details?: Record<string, unknown> } | null
  ip: string | null
  user_agent: string | null
  xmin: string
}

/** A record's entries, oldest first; `action` keeps that action's only. */
export function entriesOf(recordType: string, recordId: number, action?: string) {
  return query<AuditEntryRow>(
    `select *, xmin::text from audit_entries
      where record_type = $1 and record_id = $2 and ($3::text is null or action = $3)
      order by id`,
    [recordType, recordId, action ?? null]
  )
}

/** The transaction that last wrote a row of `table`. */
export async function xminOf(table: string, id: number) {
  const [row] = await query<{ xmin: string }>(`select xmin::text from ${table} where id = $1`, [id])
  return row.xmin
}

/**
 * Runs `step` while the database refuses the entries `when` names (a condition on `new`), as a
 * full disk or a lost connection would; then writes them again, whatever `step` did.
 */
export async function whileEntriesRefused<T>(name: string, when: string, step: () => Promise<T>) {
  const trigger = `refuse_entries_${name}`
  await query(`
    create or replace function ${trigger}() returns trigger language plpgsql as $$
    begin raise exception 'audit_entries unavailable'; end $$`)
  await query(
    `create trigger ${trigger} before insert on audit_entries for each row
     when (${when}) execute function ${trigger}()`
  )
  try {
    return await step()
  } finally {
    await query(`drop trigger ${trigger} on audit_entries`)
    await query(`drop function ${trigger}()`)
  }
}
