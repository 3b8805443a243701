/**
 * /lists, a list's page and GET /ajax/lists, always inside the org-admin's
 * current community.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { countInCommunity, createUser, query, unique } from '../support/db.ts'
import {
  addMembers,
  contactByUid,
  createContact,
  createList,
  listByUid,
  memberIds,
} from './helpers/contacts.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

describe('GET /lists and GET /ajax/lists', () => {
  test("the current community's lists with their number of contacts", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const list = await createList(fresh.community.id, 'Voluntari')
    const empty = await createList(fresh.community.id, 'alumni')
    await createList(fresh.sibling.id)
    await createList(fresh.other.community.id)
    const contacts = await Promise.all([1, 2].map(() => createContact(fresh.community.id)))
    await addMembers(list, contacts)

    const page = await own.visit('/lists')
    expect(page.component).toBe('contact_lists/index')
    expect(page.props.meta.total).toBe(2)
    expect(page.props.lists).toEqual([
      { uid: empty.uid, id: empty.id, title: 'alumni', description: 'Descriere', contactCount: 0 },
      { uid: list.uid, id: list.id, title: 'Voluntari', description: 'Descriere', contactCount: 2 },
    ])

    const reply = await own.request('GET', '/ajax/lists', { json: true })
    expect(reply.status).toBe(200)
    expect(reply.json()).toEqual([
      { uid: empty.uid, id: empty.id, title: 'alumni', description: 'Descriere', contactCount: 0 },
      { uid: list.uid, id: list.id, title: 'Voluntari', description: 'Descriere', contactCount: 2 },
    ])

    const sorted = await own.visit('/lists?sort=contacts&direction=desc')
    expect(sorted.props.lists.map((row: { uid: string }) => row.uid)).toEqual([list.uid, empty.uid])
  })

  test("a list's page shows its contacts in the contacts table, searchable", async () => {
    const list = await createList(world.community.id)
    const member = await createContact(world.community.id, { first_name: 'Ștefania' })
    await createContact(world.community.id, { first_name: 'Ștefania' })
    await addMembers(list, [member])
    const page = await client.visit(`/lists/${list.uid}`)
    expect(page.component).toBe('contact_lists/show')
    expect(page.props.list).toMatchObject({ uid: list.uid, title: list.title, contactCount: 1 })
    expect(page.props.contacts.map((row: { uid: string }) => row.uid)).toEqual([member.uid])
    const search = await client.visit(`/lists/${list.uid}?search=stefania`)
    expect(search.props.contacts.map((row: { uid: string }) => row.uid)).toEqual([member.uid])
  })
})

describe('POST /lists, POST /lists/{uid}', () => {
  test('creates and updates a list', async () => {
    const title = unique('Donatori')
    const created = await client.submit(
      'POST',
      '/lists',
      { title, description: 'Cei care au donat' },
      { from: '/lists' }
    )
    expect(created.page?.flash.success).toBe(`Lista ${title} a fost creată.`)
    const [row] = await query(`select * from contact_lists where title = $1`, [title])
    expect(row).toMatchObject({
      community_id: world.community.id,
      description: 'Cei care au donat',
    })

    const updated = await client.submit(
      'POST',
      `/lists/${row.uid}`,
      { title: `${title} 2025`, description: 'Actualizat' },
      { from: '/lists' }
    )
    expect(updated.page?.flash.success).toBe(`Lista ${title} 2025 a fost actualizată.`)
    expect(await listByUid(row.uid)).toMatchObject({
      title: `${title} 2025`,
      description: 'Actualizat',
    })
  })

  test.each([
    ['title', { title: '', description: 'x' }, 'Câmpul titlu este obligatoriu.'],
    ['description', { title: 'x', description: '  ' }, 'Câmpul descriere este obligatoriu.'],
    [
      'title',
      { title: 'x'.repeat(10_000), description: 'x' },
      'Câmpul titlu poate avea cel mult 150 de caractere.',
    ],
  ])('%s refused with its message, nothing written', async (field, data, message) => {
    const before = await countInCommunity('contact_lists', world.community.id)
    const { page } = await client.submit('POST', '/lists', data, { from: '/lists' })
    expect(page?.props.errors[field]).toBe(message)
    expect(await countInCommunity('contact_lists', world.community.id)).toBe(before)

    const list = await createList(world.community.id)
    const edit = await client.submit('POST', `/lists/${list.uid}`, data, { from: '/lists' })
    expect(edit.page?.props.errors[field]).toBe(message)
    expect(await listByUid(list.uid)).toEqual(list)
  })
})

describe('DELETE /lists/{uid}', () => {
  test('deletes the list; its contacts stay', async () => {
    const list = await createList(world.community.id)
    const contact = await createContact(world.community.id)
    await addMembers(list, [contact])
    const { page } = await client.submit('DELETE', `/lists/${list.uid}`, undefined, {
      from: `/lists/${list.uid}`,
    })
    expect(page?.component).toBe('contact_lists/index')
    expect(page?.flash.success).toBe(`Lista ${list.title} a fost ștearsă.`)
    expect(await listByUid(list.uid)).toBeUndefined()
    expect(await contactByUid(contact.uid)).toBeDefined()
    expect(await memberIds(list.id)).toEqual([])
  })
})

describe("another community's lists do not exist (404, nothing changed)", () => {
  test.each(['sibling', 'other'] as const)('a list of the %s community', async (which) => {
    const communityId = which === 'sibling' ? world.sibling.id : world.other.community.id
    const list = await createList(communityId)
    const contact = await createContact(communityId)
    await addMembers(list, [contact])
    for (const [method, path] of [
      ['GET', `/lists/${list.uid}`],
      ['POST', `/lists/${list.uid}`],
      ['DELETE', `/lists/${list.uid}`],
    ] as const) {
      const reply = await client.request(method, path, {
        body: method === 'POST' ? { title: 'x', description: 'y' } : undefined,
        inertia: true,
      })
      expect(reply.status, `${method} ${path}`).toBe(404)
    }
    expect(await listByUid(list.uid)).toEqual(list)
    expect(await memberIds(list.id)).toEqual([contact.id])
    const reply = await client.request('GET', '/ajax/lists', { json: true })
    const lists = reply.json()
    expect(lists.map((row: { uid: string }) => row.uid)).not.toContain(list.uid)
  })
})

describe('roles', () => {
  test('a super-admin is refused (403) and a guest goes to /login, nothing changed', async () => {
    const list = await createList(world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path] of [
      ['GET', '/lists'],
      ['GET', '/ajax/lists'],
      ['POST', '/lists'],
      ['GET', `/lists/${list.uid}`],
      ['POST', `/lists/${list.uid}`],
      ['DELETE', `/lists/${list.uid}`],
    ] as const) {
      const body = method === 'POST' ? { title: 'x', description: 'y' } : undefined
      const refused = await admin.request(method, path, { body, inertia: true })
      expect(refused.status, `${method} ${path}`).toBe(403)
      const guest = await new TestClient().request(method, path, { body, inertia: true })
      expect([302, 303], `${method} ${path}`).toContain(guest.status)
      expect(guest.location).toBe('/login')
    }
    expect(await listByUid(list.uid)).toEqual(list)
  })
})
