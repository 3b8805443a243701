/**
 * A fingerprint of everything the app stores: a checksum of every table's
 * rows, taken before and after a request to tell whether it wrote anything.
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
        `select '${name}' as name, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as sum from "${name}" t`
    )
    .join(' union all ')
  const rows = await query<{ name: string; sum: string }>(sql)
  return new Map(rows.map((row) => [row.name, row.sum]))
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint) {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name))
}
