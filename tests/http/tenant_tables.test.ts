/**
 * Every tenant table (one with a community_id or organization_id column)
 * has that column NOT NULL, a foreign key on it and an index that leads
 * with it: read from the database's own catalog, so a new table is checked
 * without a new test.
 */
import { expect, test } from 'vitest'
import { query } from '../support/db.ts'

/**
 * Platform rows that belong to no organization (super-admins' roles and invitations), and a GDPR
 * request about the organization as a whole (no community).
 */
const NULLABLE = new Set([
  'user_roles.organization_id',
  'invitations.organization_id',
  'gdpr_requests.community_id',
])

/**
 * The audit trail outlives what it records: no foreign key (an entry stays when its organization
 * or community is deleted), no owner for a platform action (docs/security.md, "Audit trail").
 */
const ARCHIVES = new Set(['audit_entries'])

test('every tenant table has its owner column NOT NULL, with a foreign key and a leading index', async () => {
  const columns = await query<{ table_name: string; column_name: string; is_nullable: string }>(
    `select table_name, column_name, is_nullable from information_schema.columns
     where table_schema = 'public' and column_name in ('community_id', 'organization_id')
       and table_name not in (select table_name from information_schema.views)
     order by 1, 2`
  )
  expect(columns.map((c) => c.table_name)).toContain('communities')
  const problems: string[] = []
  for (const { table_name: table, column_name: column, is_nullable: nullable } of columns) {
    if (ARCHIVES.has(table)) continue
    const name = `${table}.${column}`
    if (nullable === 'YES' && !NULLABLE.has(name)) problems.push(`${name} is nullable`)
    const [fk] = await query(
      `select 1 from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
       where c.contype = 'f' and c.conrelid = $1::regclass and a.attname = $2`,
      [table, column]
    )
    if (!fk) problems.push(`${name} has no foreign key`)
    const [index] = await query(
      `select 1 from pg_index i join pg_attribute a
         on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
       where i.indrelid = $1::regclass and a.attname = $2`,
      [table, column]
    )
    if (!index) problems.push(`${name} leads no index`)
  }
  expect(problems).toEqual([])
})
