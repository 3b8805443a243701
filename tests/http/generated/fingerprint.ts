/**
 * A fingerprint of everything the app stores: per table, how many rows have
 * been inserted, updated or deleted so far, taken before and after a request
 * to tell whether it wrote anything. Bookkeeping that any request may touch
 * is left out.
 *
 * The counts are kept by triggers that the first fingerprint adds to every
 * data table of the test database (statement triggers over their transition
 * tables: one counter update a statement, nothing when it touched no row),
 * so a fingerprint is one small read whatever the size of the tables. An
 * update that writes a row unchanged counts too: a refused request writes
 * nothing at all.
 */
import { query } from '../../support/db.ts'

/**
 * Tables any request may write (sessions, rate limits, sent mail, migrations; a member's token
 * records when it was last used, on every request that sends it, as a session does).
 */
export const BOOKKEEPING = new Set([
  'sessions',
  'member_access_tokens',
  'rate_limits',
  'mailbox_messages',
  'adonis_schema',
  'adonis_schema_versions',
  // The audit trail records refusals too (a 403, a failed sign-in): what a refused request may write.
  'audit_entries',
])

/** Outside the app's schema, so it is never one of the tables it counts. */
const COUNTS = 'test_fingerprint.row_writes'

let counting: Promise<void> | null = null

/** Adds the counting triggers to every data table (once a test run; the database is fresh). */
async function countWrites() {
  const rows = await query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`
  )
  const tables = rows.map((row) => row.name).filter((name) => !BOOKKEEPING.has(name))
  const triggers = tables.flatMap((name) =>
    (['insert', 'update', 'delete'] as const).map(
      (event) =>
        `create or replace trigger test_fingerprint_${event} after ${event} on "${name}"
         referencing ${event === 'insert' ? 'new' : 'old'} table as touched
         for each statement execute function test_fingerprint.count_rows();`
    )
  )
  await query(`
    create schema if not exists test_fingerprint;
    create table if not exists ${COUNTS} (name text primary key, rows bigint not null);
    create or replace function test_fingerprint.count_rows() returns trigger
    language plpgsql as $$
    declare touched_rows bigint;
    begin
      select count(*) into touched_rows from touched;
      if touched_rows > 0 then
        insert into ${COUNTS} (name, rows) values (tg_table_name, touched_rows)
        on conflict (name) do update set rows = ${COUNTS}.rows + excluded.rows;
      end if;
      return null;
    end $$;
    ${triggers.join('\n')}
  `)
}

export type Fingerprint = Map<string, string>

export async function fingerprint(): Promise<Fingerprint> {
  const { fingerprint: counts } = await fingerprintAndSession(null)
  return counts
}

/**
 * The fingerprint, and the data of the session `sessionId` (what a request left for the next
 * page) in the same read: one round trip after each generated request.
 */
export async function fingerprintAndSession(sessionId: string | null) {
  counting ??= countWrites()
  await counting
  const [row] = await query<{ session: string | null; counts: Record<string, string> }>(
    `select (select data from sessions where id = $1) as session,
       coalesce((select json_object_agg(name, rows::text) from ${COUNTS}), '{}') as counts`,
    [sessionId]
  )
  return { fingerprint: new Map(Object.entries(row.counts)) as Fingerprint, session: row.session }
}

/** The tables written between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint) {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name))
}
