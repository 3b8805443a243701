/**
 * preparedFetch (app/services/shared/prepared_query.ts): a list page's statement runs as a
 * named prepared statement and comes back as the same models Lucid makes; where a prepared
 * statement does not fit (a transaction, preloads) the query runs as Lucid runs it.
 */
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { bootTestApp } from '../support/app.ts'
import { nativeImport } from '../support/native_import.js'
import { createCommunity, createOrganization } from '../support/db.ts'
import { createContact } from './helpers/contacts.ts'

type Any = any

let Community: Any
let Contact: Any
let db: Any
let preparedFetch: (query: Any) => Promise<Any[]>
let hydrate: (model: Any, row: Record<string, unknown>, options: Any) => Any
let preparedQuery: (client: Any, text: string, values: unknown[]) => Promise<Any[]>
let organization: { id: number }

beforeAll(async () => {
  await bootTestApp(inject('databaseUrl'))
  ;({ default: Community } = await nativeImport('#models/community'))
  ;({ default: Contact } = await nativeImport('#models/contact'))
  ;({ default: db } = await nativeImport('@adonisjs/lucid/services/db'))
  ;({ preparedFetch, preparedQuery, hydrate } = await nativeImport(
    '#services/shared/prepared_query'
  ))
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

  test('a model with a JSON column and dates: the same attributes and originals, the JSON copied', async () => {
    const owner = await createOrganization()
    const community = await createCommunity(owner.id)
    await createContact(community.id, { first_name: 'Ana', extra_data: { oras: 'Cluj' } })
    await createContact(community.id, { first_name: 'Dan', phone_number: '0722000000' })
    const contacts = () =>
      Contact.query().where('community_id', community.id).orderBy('first_name').select('*')
    const lucid = await contacts().exec()
    const prepared = await preparedFetch(contacts())
    for (const key of ['$attributes', '$original', '$extras', '$isPersisted', '$isLocal']) {
      expect(prepared.map((row) => row[key])).toEqual(lucid.map((row: Any) => row[key]))
    }
    expect(prepared.map((row) => row.createdAt.toISO())).toEqual(
      lucid.map((row: Any) => row.createdAt.toISO())
    )
    // The originals are a copy: a change inside the JSON makes the model dirty, and is saved.
    const [ana] = prepared
    expect(ana.$original.extraData).not.toBe(ana.extraData)
    ana.extraData.oras = 'Iași'
    expect(ana.$dirty).toEqual({ extraData: { oras: 'Iași' } })
    await ana.save()
    const [saved] = await contacts().exec()
    expect(saved.extraData).toEqual({ oras: 'Iași' })
    expect(saved.$isDirty).toBe(false)
  })

  test('values that are not JSON (a buffer, a date inside JSON, a __proto__ key): copied as Lucid copies them', async () => {
    const { BaseModel } = await nativeImport('@adonisjs/lucid/orm')
    const { DateTime } = await nativeImport('luxon')
    class Probe extends BaseModel {
      static table = 'probes'
    }
    Probe.boot()
    Probe.$addColumn('id', { isPrimary: true })
    Probe.$addColumn('data', {})
    const options = { client: db.connection(), connection: db.connection().connectionName }
    const when = DateTime.fromISO('2026-11-25T10:00:00Z')
    for (const row of [
      { id: 1, data: { list: [1, { b: 2 }], text: 'x', none: null } },
      { id: 2, data: Buffer.from('x') },
      { id: 3, data: { when } },
      { id: 4, data: JSON.parse('{"__proto__": {"polluted": 1}}') },
      { id: 5, data: when, computed: 'în $extras' },
    ]) {
      const lucid = Probe.$createFromAdapterResult(row, undefined, options)
      const lean = hydrate(Probe, row, options)
      expect(lean.$attributes).toStrictEqual(lucid.$attributes)
      expect(lean.$original).toStrictEqual(lucid.$original)
      if (row.data && typeof row.data === 'object') {
        expect(Object.getOwnPropertyNames(lean.$original.data)).toEqual(
          Object.getOwnPropertyNames(lucid.$original.data)
        )
        expect(Object.getPrototypeOf(lean.$original.data)).toBe(
          Object.getPrototypeOf(lucid.$original.data)
        )
      }
      expect(lean.$extras).toStrictEqual(lucid.$extras)
      // A copy where Lucid copies, the same value where it does not (a date).
      expect(lean.$original.data === lean.$attributes.data).toBe(
        lucid.$original.data === lucid.$attributes.data
      )
    }
    expect(({} as Any).polluted).toBeUndefined()
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
