import { createHash } from 'node:crypto'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
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
