/**
 * preparedFetch (app/services/shared/prepared_query.ts): a list page's statement runs as a
 * named prepared statement and comes back as the same models Lucid makes; where a prepared
 * statement does not fit (a transaction, preloads) the query runs as Lucid runs it.
 */
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { bootTestApp } from '../support/app.ts'
import { nativeImport } from '../support/native_import.js'
import { createCommunity, createOrganization } from '../support/db.ts'

type Any = any

let Community: Any
let db: Any
let preparedFetch: (query: Any) => Promise<Any[]>
let preparedQuery: (client: Any, text: string, values: unknown[]) => Promise<Any[]>
let organization: { id: number }

beforeAll(async () => {
  await bootTestApp(inject('databaseUrl'))
  ;({ default: Community } = await nativeImport('#models/community'))
  ;({ default: db } = await nativeImport('@adonisjs/lucid/services/db'))
  ;({ preparedFetch, preparedQuery } = await nativeImport('#services/shared/prepared_query'))
  organization = await createOrganization()
  await createCommunity(organization.id, ['events-module'])
  await createCommunity(organization.id)
})

/** The organization's communities with a computed column, as a list page selects them. */
function page(options?: { client: Any }) {
  return Community.query(options)
    .where('organization_id', organization.id)
    .select('communities.id', 'communities.uid', 'communities.name', 'communities.created_at')
    .select(
      db.raw(
        '(select count(*) from community_modules m where m.community_id = communities.id) as module_count'
      )
    )
    .orderBy('id', 'desc')
    .limit(10)
}

/** The names of the prepared statements on every idle connection of the app's pool. */
async function preparedOnPool(): Promise<string[]> {
  const knex = db.connection().getWriteClient()
  const free = knex.client.pool.numFree()
  const connections = await Promise.all(
    Array.from({ length: free }, () => knex.client.acquireConnection())
  )
  try {
    const names = await Promise.all(
      connections.map(async (connection: Any) => {
        const { rows } = await connection.query('select statement from pg_prepared_statements')
        return rows.map((row: { statement: string }) => row.statement)
      })
    )
    return names.flat()
  } finally {
    for (const connection of connections) await knex.client.releaseConnection(connection)
  }
}

describe('preparedFetch', () => {
  test('gives the models the query itself gives, computed columns in $extras', async () => {
    const lucid = await page().exec()
    const prepared = await preparedFetch(page())
    expect(prepared).toHaveLength(2)
    expect(prepared.map((row) => row.constructor)).toEqual([Community, Community])
    expect(prepared.map((row) => row.serialize())).toEqual(lucid.map((row: Any) => row.serialize()))
    expect(prepared.map((row) => row.$extras)).toEqual(lucid.map((row: Any) => row.$extras))
    expect(prepared.map((row) => Number(row.$extras.module_count))).toEqual([0, 1])
    expect(prepared.every((row) => row.$isPersisted && !row.$isDirty)).toBe(true)
    // A model read this way saves like any other.
    prepared[0].name = `${prepared[0].name} (redenumită)`
    await prepared[0].save()
    const [saved] = await page().exec()
    expect(saved.name).toBe(prepared[0].name)
  })

  test('runs the statement prepared, by a name derived from its text', async () => {
    const { sql } = page().toSQL().toNative()
    await preparedFetch(page())
    expect(await preparedOnPool()).toContain(sql)
  })

  test('inside a transaction it reads through the transaction (what it has not committed yet)', async () => {
    await db.transaction(async (trx: Any) => {
      await trx
        .from('communities')
        .where('organization_id', organization.id)
        .update({ name: 'În tranzacție' })
      for (const query of [page({ client: trx }), page().useTransaction(trx)]) {
        const rows = await preparedFetch(query)
        expect(rows.map((row) => row.name)).toEqual(['În tranzacție', 'În tranzacție'])
      }
      await trx.rollback()
    })
  })

  test('with preloads it loads them, as Lucid does', async () => {
    const rows = await preparedFetch(page().preload('modules'))
    expect(rows.map((row) => row.modules.map((module: Any) => module.slug))).toEqual([
      [],
      ['events-module'],
    ])
  })

  test('a migration that changes what a prepared statement returns: prepared again, no error', async () => {
    await db.rawQuery('create table prepared_probe (id int, a text)')
    try {
      await db.rawQuery(`insert into prepared_probe values (1, 'x')`)
      const read = () => preparedQuery(db.connection(), 'select * from prepared_probe', [])
      // Prepared on several of the pool's connections at once.
      await Promise.all(Array.from({ length: 4 }, read))
      await db.rawQuery('alter table prepared_probe add column b text')
      const results = await Promise.all(Array.from({ length: 4 }, read))
      expect(results.map(([row]) => row)).toEqual(
        Array.from({ length: 4 }, () => ({ id: 1, a: 'x', b: null }))
      )
    } finally {
      await db.rawQuery('drop table prepared_probe')
    }
  })
})
