import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type {
  LucidModel,
  LucidRow,
  ModelAdapterOptions,
  ModelQueryBuilderContract,
} from '@adonisjs/lucid/types/model'
import type { QueryResult, QueryResultRow } from 'pg'

type PgConnection = { query<Row extends QueryResultRow>(config: object): Promise<QueryResult<Row>> }

/**
 * Runs a statement that every request runs (the session read, the tenant
 * context) as a named prepared statement on a connection of Lucid's pool:
 * PostgreSQL parses it once per connection and, after a few runs, plans it
 * once too. For these short statements parsing and planning cost more than
 * running them (pg_stat_statements under bench/load.ts: ~0.2 ms of planning
 * for ~0.03 ms of execution).
 *
 * `text` uses PostgreSQL's own `$1, $2…` placeholders. The statement's name
 * is derived from its text, so a changed text (a model's columns after a
 * reload) is a new statement, never a clash. Outside a transaction only.
 *
 * A connection pooler in front of PostgreSQL must keep prepared statements
 * (PgBouncer 1.21+ with max_prepared_statements, or session pooling).
 *
 * A migration that changes a table's columns while the app runs makes
 * PostgreSQL refuse the prepared statements whose result would change
 * ("cached plan must not change result type"): the statements are then
 * prepared again under new names, and the request goes on.
 */
export async function preparedQuery<Row extends QueryResultRow>(
  client: QueryClientContract,
  text: string,
  values: unknown[]
): Promise<Row[]> {
  const knex = client.getWriteClient()
  const connection: PgConnection = await knex.client.acquireConnection()
  const run = () => connection.query<Row>({ name: statementName(text), text, values })
  try {
    const result = await run().catch((error) => {
      if (!isStaleStatement(error)) throw error
      renameStatements()
      return run()
    })
    return result.rows
  } finally {
    await knex.client.releaseConnection(connection)
  }
}

/**
 * A model query's rows, run as a named prepared statement ({@link preparedQuery})
 * and made models the way Lucid makes them: for the list screens, whose
 * statements are few texts run all day with other values (a screen's sorts,
 * its search, its pages). Their planning was a quarter of PostgreSQL's time
 * under bench/load.ts (0.1–1 ms a statement, for 0.1–2 ms of execution).
 *
 * Runs the query as Lucid would (`query.exec()`) where a prepared statement
 * does not fit: inside a transaction (its own connection), with preloads or
 * with fetch hooks (which this path would skip).
 */
export async function preparedFetch<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>
): Promise<InstanceType<Model>[]> {
  if (inTransaction(query) || hasPreloads(query) || hasFetchHooks(query.model)) {
    return query.exec()
  }
  const { sql, bindings } = query.toSQL().toNative()
  const rows = await preparedQuery(query.client, sql, bindings as unknown[])
  const options = { client: query.client, connection: query.client.connectionName }
  return rows.map((row) => hydrate(query.model, row, options))
}

type Consume = (value: unknown, attribute: string, model: LucidRow) => unknown
/** A result column that is a model column: its attribute and how Lucid reads its value. */
type Column = { attribute: string; consume?: Consume }

/** Per model: what each result column of its queries is (null: not a model column). */
const columnsByModel = new WeakMap<LucidModel, Map<string, Column | null>>()

/** The model column a result column fills, found as Lucid finds it (alias first). */
function columnOf(model: LucidModel, key: string): Column | null {
  let columns = columnsByModel.get(model)
  if (!columns) columnsByModel.set(model, (columns = new Map()))
  let column = columns.get(key)
  if (column === undefined) {
    const attribute =
      model.$keys.columnAliasesToAttributes.get(key) || model.$keys.columnsToAttributes.get(key)
    const definition = attribute ? model.$getColumn(attribute) : undefined
    column = attribute && definition ? { attribute, consume: definition.consume } : null
    columns.set(key, column)
  }
  return column
}

/**
 * A row of the database made a model, as Lucid's `$createFromAdapterResult`
 * makes it (the same attributes, originals, extras and options; persisted),
 * for the list pages' rows. Lucid sets each attribute through the model's
 * proxy and copies the originals with lodash's deep merge: ≈ 9 % of the
 * server's time under bench/load.ts, 12–20 µs a row. Here the attributes are
 * gathered in a plain object and given to the model at once, and the
 * originals are the copy the merge makes: dates by reference, JSON values
 * (plain objects, arrays) copied deeply; any other object leaves the copy to
 * Lucid's own `$hydrateOriginals`. Result columns that are not the model's
 * go through Lucid's `$consumeAdapterResult` (extras, relations, internals).
 */
export function hydrate<Model extends LucidModel>(
  model: Model,
  row: Record<string, unknown>,
  options: ModelAdapterOptions
): InstanceType<Model> {
  // The model's constructor boots the model (Lucid's columns and keys) when it has not yet.
  const instance = new model() as InstanceType<Model>
  const attributes: Record<string, unknown> = {}
  let original: Record<string, unknown> | null = {}
  let rest: Record<string, unknown> | null = null
  for (const key in row) {
    const column = columnOf(model, key)
    if (!column) {
      ;(rest ??= {})[key] = row[key]
      continue
    }
    const value = column.consume ? column.consume(row[key], column.attribute, instance) : row[key]
    attributes[column.attribute] = value
    if (original) {
      const copy = value instanceof DateTime ? value : copyJson(value)
      if (copy === NOT_JSON) original = null
      else original[column.attribute] = copy
    }
  }
  instance.$attributes = attributes
  if (rest) instance.$consumeAdapterResult(rest)
  if (original) instance.$original = original
  else instance.$hydrateOriginals()
  instance.$setOptionsAndTrx(options)
  instance.$isPersisted = true
  instance.$isLocal = false
  return instance
}

const NOT_JSON = Symbol('not JSON')

/**
 * A deep copy of a JSON value, as lodash's merge copies it into an empty
 * object, or NOT_JSON for a value holding anything else (an instance of a
 * class, a buffer, a `__proto__` key).
 */
function copyJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    const copy: unknown[] = []
    for (const item of value) {
      const inner = copyJson(item)
      if (inner === NOT_JSON) return NOT_JSON
      copy.push(inner)
    }
    return copy
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return NOT_JSON
  const copy: Record<string, unknown> = {}
  for (const key in value) {
    if (key === '__proto__') return NOT_JSON
    const inner = copyJson((value as Record<string, unknown>)[key])
    if (inner === NOT_JSON) return NOT_JSON
    copy[key] = inner
  }
  return copy
}

/** Made by a transaction's client, or given one by `useTransaction` (knex's `transacting`). */
function inTransaction(query: ModelQueryBuilderContract<LucidModel>) {
  const { client } = query.knexQuery as unknown as { client: { transacting?: boolean } }
  return query.client.isTransaction || client.transacting === true
}

/**
 * Lucid keeps a query's preloads in its preloader (@adonisjs/lucid 22), which
 * it does not publish: where that shape is not found (another version of
 * Lucid), the query is taken to have preloads and Lucid runs it.
 */
function hasPreloads(query: ModelQueryBuilderContract<LucidModel>) {
  const { preloader } = query as unknown as { preloader?: { preloads?: unknown } }
  const preloads = preloader?.preloads
  return typeof preloads !== 'object' || preloads === null || Object.keys(preloads).length > 0
}

function hasFetchHooks(model: LucidModel) {
  return model.$hooks.has('before:fetch') || model.$hooks.has('after:fetch')
}

const names = new Map<string, string>()
/** Part of every name; a new generation after a migration changed a statement's result. */
let generation = 0

function statementName(text: string) {
  let name = names.get(text)
  if (!name) {
    name = `app${generation}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
    names.set(text, name)
  }
  return name
}

function isStaleStatement(error: unknown) {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  )
}

/** Every statement is prepared again, under a new name, on each connection as it is next used. */
function renameStatements() {
  generation++
  names.clear()
}
