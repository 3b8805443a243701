/**
 * The contacts screen's count comes from `contact_counts`, which the database
 * keeps with statement triggers (one row of deltas a statement) and a queue
 * job folds. Whatever changes the contacts, the count is the count.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { inject } from 'vitest'
import type { TestClient } from '../support/client.ts'
import { bootTestApp } from '../support/app.ts'
import { nativeImport } from '../support/native_import.js'
import {
  count,
  countInCommunity,
  createCommunity,
  createOrganization,
  query,
} from '../support/db.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

/** What the counter says for each type of a community's contacts. */
async function counted(communityId: number) {
  const rows = await query<{ type: string; total: string }>(
    `select type, sum(delta) as total from contact_counts where community_id = $1 group by type`,
    [communityId]
  )
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.total)]))
}

/** What the contacts table holds, per type (the truth the counter must match). */
async function actual(communityId: number) {
  const rows = await query<{ type: string; total: string }>(
    `select type, count(*) as total from contacts where community_id = $1 group by type`,
    [communityId]
  )
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.total)]))
}

async function compact() {
  await bootTestApp(inject('databaseUrl'))
  const { compactContactCounts } = await nativeImport('#services/contacts/contact_service')
  await compactContactCounts()
}

const insertMany = (communityId: number, type: string, howMany: number) =>
  query(
    `insert into contacts (community_id, first_name, last_name, type, created_at)
     select $1, 'Ana', 'Pop ' || n, $2, now() from generate_series(1, $3) as n`,
    [communityId, type, howMany]
  )

describe('contact_counts', () => {
  // Communities of an organization of their own: the org-admin's current community stays hers.
  let organization: { id: number }
  beforeAll(async () => {
    organization = await createOrganization()
  })

  test('follows every insert, delete and move, one row a statement, and folds into one', async () => {
    const here = await createCommunity(organization.id)
    const there = await createCommunity(organization.id)
    await insertMany(here.id, 'contact', 5)
    await insertMany(here.id, 'event_contact', 2)
    const single = await createContact(here.id)
    expect(await counted(here.id)).toEqual({ contact: 6, event_contact: 2 })
    // Three statements, three rows of deltas.
    expect(await countInCommunity('contact_counts', here.id)).toBe(3)

    await query(`delete from contacts where id = $1`, [single.id])
    await query(
      `update contacts set type = 'event_contact' where id = (select min(id) from contacts where community_id = $1 and type = 'contact')`,
      [here.id]
    )
    await query(
      `update contacts set community_id = $2 where id = (select max(id) from contacts where community_id = $1 and type = 'contact')`,
      [here.id, there.id]
    )
    // An update that moves nothing writes nothing.
    const rowsBefore = await countInCommunity('contact_counts', here.id)
    await query(`update contacts set first_name = 'Ioana' where community_id = $1`, [here.id])
    expect(await countInCommunity('contact_counts', here.id)).toBe(rowsBefore)

    expect(await counted(here.id)).toEqual(await actual(here.id))
    expect(await counted(here.id)).toEqual({ contact: 3, event_contact: 3 })
    expect(await counted(there.id)).toEqual({ contact: 1 })

    await compact()
    expect(await counted(here.id)).toEqual({ contact: 3, event_contact: 3 })
    expect(await countInCommunity('contact_counts', here.id)).toBe(2)

    // Nothing left of a deleted community's counts (its contacts go with it).
    await query(`delete from communities where id = $1`, [here.id])
    expect(await countInCommunity('contact_counts', here.id)).toBe(0)
    expect(await counted(there.id)).toEqual({ contact: 1 })
  })

  test('a community whose every contact was deleted folds to no row, and counts 0', async () => {
    const community = await createCommunity(organization.id)
    await insertMany(community.id, 'contact', 3)
    await query(`delete from contacts where community_id = $1`, [community.id])
    await compact()
    expect(await countInCommunity('contact_counts', community.id)).toBe(0)
    expect(await counted(community.id)).toEqual({})
  })
})

describe('the contacts screen counts from contact_counts', () => {
  test('its count follows a contact added and one deleted, on a page and on a search', async () => {
    const total = async (path = '/contacts') => {
      const page = await client.visit(path)
      return { badge: page.props.total, listed: page.props.meta.total }
    }
    const own = () =>
      count('contacts', "community_id = $1 and type = 'contact'", [world.community.id])
    await insertMany(world.community.id, 'contact', 4)
    await insertMany(world.community.id, 'event_contact', 1)
    expect(await total()).toEqual({ badge: await own(), listed: await own() })

    const created = await client.request('POST', '/contacts', {
      body: { first_name: 'Ștefan', last_name: 'Numărat', email: 'stefan.numarat@example.test' },
      inertia: true,
      headers: { referer: `${client.baseUrl}/contacts` },
    })
    expect(created.status).toBe(302)
    expect(await total()).toEqual({ badge: await own(), listed: await own() })
    expect(await total('/contacts?search=numarat')).toEqual({ badge: await own(), listed: 1 })

    const [row] = await query<{ uid: string }>(`select uid from contacts where email = $1`, [
      'stefan.numarat@example.test',
    ])
    const deleted = await client.request('DELETE', `/contacts/${row.uid}`, { inertia: true })
    expect(deleted.status).toBe(303)
    expect(await total()).toEqual({ badge: await own(), listed: await own() })
    expect(await own()).toBeGreaterThan(0)
  })

  test('the count is read off contact_counts, not counted over the contacts', async () => {
    const own = await count('contacts', "community_id = $1 and type = 'contact'", [
      world.community.id,
    ])
    const [extra] = await query<{ id: string }>(
      `insert into contact_counts (community_id, type, delta) values ($1, 'contact', 1000) returning id`,
      [world.community.id]
    )
    try {
      const page = await client.visit('/contacts')
      expect(page.props.total).toBe(own + 1000)
      expect(page.props.meta.total).toBe(own + 1000)
      // A search counts what it finds.
      const search = await client.visit('/contacts?search=numarat-nimeni')
      expect(search.props).toMatchObject({ total: own + 1000, meta: { total: 0 } })
    } finally {
      await query(`delete from contact_counts where id = $1`, [extra.id])
    }
  })
})
