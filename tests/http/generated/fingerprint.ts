/**
 * A fingerprint of everything the app stores: per table, the number of rows
 * and the sum of their hashes, taken before and after a request to tell whether it wrote anything.
 * Bookkeeping that any request may touch is left out.
 */
import { query } from '../../support/db.ts'

/** Tables any request may write (sessions, rate limits, sent mail, migrations). */
export const BOOKKEEPING = new Set([
  'sessions',
  'rate_limits',
  'mailbox_messages',
  'adonis_schema',
  'adonis_schema_versions',
])

let tables: string[] | null = null

async function dataTables() {
  if (!tables) {
    const rows = await query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`
    )
    tables = rows.map((row) => row.name).filter((name) => !BOOKKEEPING.has(name))
  }
  return tables
}

export type Fingerprint = Map<string, string>

export async function fingerprint(): Promise<Fingerprint> {
  const names = await dataTables()
  const sql = names
    .map(
      (name) =>
        // Order-free and sort-free: the row count and the sum of every row's hash.
        `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as sum from "${name}" t`
    )
    .join(' union all ')
  const rows = await query<{ name: string; sum: string }>(sql)
  return new Map(rows.map((row) => [row.name, row.sum]))
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint) {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name))
}
