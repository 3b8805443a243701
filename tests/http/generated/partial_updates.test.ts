/**
 * Generated from the router: every PUT and PATCH route is sent one field of its record alone
 * (the record its last parameter names, from the fixture registry), a new value of a text
 * column the record stores. The route either requires the whole form (refused, with the
 * errors under the fields left out and nothing written) or changes that field at most: every
 * other column of the record's row, and every other table, stays as it was.
 */
import { describe, expect, test } from 'vitest'
import { signedIn } from '../../support/client.ts'
import { query } from '../../support/db.ts'
import { changedTables, fingerprint } from './fingerprint.ts'
import { fieldFromErrorKey } from './hostile_bodies.ts'
import { send } from './requests.ts'
import { callersOf, type Caller, type FixtureContext } from './route_fixtures.ts'
import { assertReachable, manifest, pathOf, routes } from './route_manifest.ts'
import type { Route, ValidatorField } from './route_manifest.ts'
import { clientFor, createTenant, superAdminClient, type Tenant } from './tenants.ts'

const context: FixtureContext = { superAdmin: superAdminClient, signIn: signedIn }

const UPDATES = ['PUT', 'PATCH']

/** Columns any write may change: the bookkeeping of the row itself. */
const BOOKKEEPING = new Set(['updated_at'])

type Field = ValidatorField & { choices?: unknown[] }

/**
 * The top-level free-text fields of the app's validators (never a choice in any of them): a
 * column of the same name takes any text.
 */
const topLevel = (manifest.fields as Field[]).filter((field) => field.path.length === 1)
const withChoices = new Set(
  topLevel.filter((field) => field.choices?.length).map((field) => field.path[0])
)
const textFields = new Set(
  topLevel
    .filter((field) => field.kind === 'string' && !withChoices.has(field.path[0]))
    .map((field) => field.path[0])
)

interface Stored {
  table: string
  /** The row's columns in their table's order, generated ones left out. */
  columns: string[]
  row: Record<string, unknown>
}

let tablesWithUid: Promise<string[]> | null = null

/** The row holding `uid`, whichever table with a uid column it is in. */
async function storedRecord(uid: string): Promise<Stored | null> {
  tablesWithUid ??= query<{ name: string }>(
    `select table_name as name from information_schema.columns
     where table_schema = 'public' and column_name = 'uid' order by table_name`
  ).then((rows) => rows.map((row) => row.name))
  const tables = await tablesWithUid
  const selects = tables.map(
    (name) =>
      `select '${name}' as "table", to_jsonb(r) as "row" from "${name}" r where r.uid::text = $1`
  )
  const [found] = await query<{ table: string; row: Record<string, unknown> }>(
    selects.join(' union all '),
    [uid]
  )
  if (!found) return null
  const columns = await query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [found.table]
  )
  return { table: found.table, columns: columns.map((column) => column.name), row: found.row }
}

async function rowOf(stored: Stored) {
  const [row] = await query<{ row: Record<string, unknown> }>(
    `select to_jsonb(r) as "row" from "${stored.table}" r where r.uid::text = $1`,
    [String(stored.row.uid)]
  )
  return row?.row ?? null
}

/** The first form field the record stores as non-empty text (its name, its title…). */
function textFieldOf(stored: Stored) {
  return stored.columns.find(
    (column) =>
      column !== 'uid' &&
      textFields.has(column) &&
      typeof stored.row[column] === 'string' &&
      stored.row[column] !== ''
  )
}

let orgAdminTenant: Promise<Tenant> | null = null

/** Org-admins share one tenant; a super-admin gets a fresh one (as in fuzz.test.ts). */
function tenantFor(caller: Caller) {
  if (caller !== 'org-admin') return createTenant()
  orgAdminTenant ??= createTenant()
  return orgAdminTenant
}

/**
 * The route's path and the uid of the record it updates: the one its last parameter names; a
 * member API route without one updates the member's own account.
 */
async function recordOf(route: Route, caller: Caller, tenant: Tenant) {
  if (!route.fixture && caller === 'member') {
    const { uid } = await tenant.member()
    return { path: route.pattern, uid }
  }
  const params = await route.fixture!.create(tenant, context)
  return { path: pathOf(route, params), uid: String(params[route.params.at(-1)!.name]) }
}

async function sendOneField(route: Route, method: string) {
  const caller = callersOf(route.access)[0]
  const tenant = await tenantFor(caller)
  if (caller === 'member') tenant.forgetMember()
  const { path, uid } = await recordOf(route, caller, tenant)
  const stored = await storedRecord(uid)
  if (!stored) return [`${method} ${path}: no table holds the record ${uid}`]
  const field = textFieldOf(stored)
  if (!field) {
    return [`${method} ${path}: ${stored.table} stores no text column named like a form field`]
  }
  const value = `${stored.row[field] as string} nou`
  const where = `as ${caller}, ${method} ${path} with only ${field}`

  const client = await clientFor(caller, tenant)
  const before = await fingerprint()
  const answer = await send(
    client,
    method,
    path,
    { label: field, encoding: 'json', data: { [field]: value } },
    '/'
  )
  const written = changedTables(before, await fingerprint())
  const after = await rowOf(stored)

  if (answer.status >= 500) return [`${where}: answered ${answer.status}`]
  if (answer.refused) {
    const failures: string[] = []
    const under = answer.errorKeys.map(fieldFromErrorKey).map((key) => key.path[0])
    if (!under.length) failures.push(`${where}: refused without an error under a missing field`)
    if (under.includes(field)) failures.push(`${where}: the value sent was refused under it`)
    if (written.length) failures.push(`${where}: refused, yet wrote to ${written.join(', ')}`)
    return failures
  }
  if (!after) return [`${where}: the record is gone`]
  // A route that does not read the field keeps it too (the settings of the record's form).
  const failures: string[] = []
  const erased = stored.columns.filter(
    (column) =>
      column !== field &&
      !BOOKKEEPING.has(column) &&
      JSON.stringify(after[column]) !== JSON.stringify(stored.row[column])
  )
  for (const column of erased) {
    failures.push(
      `${where}: ${stored.table}.${column} changed from ${JSON.stringify(stored.row[column])} ` +
        `to ${JSON.stringify(after[column])}`
    )
  }
  const others = written.filter((table) => table !== stored.table)
  if (others.length) failures.push(`${where}: also wrote to ${others.join(', ')}`)
  return failures
}

describe('an update sent one field changes that field only', () => {
  const updates = routes.filter((route) => route.methods.some((m) => UPDATES.includes(m)))

  test('the generated routes include the update routes', () => {
    const labels = updates.map((route) => route.label)
    expect(labels).toEqual(
      expect.arrayContaining(['PATCH /organizations/:uid', 'PUT /products/:uid'])
    )
  })

  test.each(updates.map((route) => [route.label, route] as const))('%s', async (_, route) => {
    assertReachable(route)
    const failures: string[] = []
    for (const method of route.methods.filter((m) => UPDATES.includes(m))) {
      failures.push(...(await sendOneField(route, method)))
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
})
