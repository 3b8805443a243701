/**
 * /contacts: the list, the modal's create and update, delete, and the bulk
 * actions, always inside the org-admin's current community.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { count, countInCommunity, createUser, factories, query, unique } from '../support/db.ts'
import {
  addMembers,
  contactByUid,
  contactsOf,
  createContact,
  createList,
  memberIds,
  visitContacts,
} from './helpers/contacts.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ștefan',
  last_name: unique('Ionescu'),
  email: `${unique('stefan')}@Example.test`,
  phone_number: '+40722111222',
  extra_data: { data_nasterii: '1990-01-02', oras: 'Cluj' },
  ...overrides,
})

/** The contact of the current community with this last name. */
async function contactNamed(lastName: string) {
  const contacts = await contactsOf(world.community.id)
  return contacts.find((contact) => contact.last_name === lastName)
}

describe('GET /contacts', () => {
  test("shows the current community's contacts only, with the count and the lists", async () => {
    const own = await createContact(world.community.id, { first_name: 'Maria' })
    const sibling = await createContact(world.sibling.id)
    const foreign = await createContact(world.other.community.id)
    await createContact(world.community.id, { type: 'event_contact' })
    const list = await createList(world.community.id)
    await createList(world.sibling.id)

    const page = await visitContacts(client, '/contacts?per_page=200')
    expect(page.component).toBe('contacts/index')
    const uids = page.props.contacts.map((row: { uid: string }) => row.uid)
    expect(uids).toContain(own.uid)
    expect(uids).not.toContain(sibling.uid)
    expect(uids).not.toContain(foreign.uid)
    const ownCount = await count('contacts', "community_id = $1 and type = 'contact'", [
      world.community.id,
    ])
    expect(page.props.counts.all).toEqual({ count: ownCount, exact: true })
    expect(page.props.contacts).toHaveLength(ownCount)
    expect(page.props.contacts.find((row: { uid: string }) => row.uid === own.uid)).toEqual({
      uid: own.uid,
      id: own.id,
      firstName: 'Maria',
      lastName: own.last_name,
      email: own.email,
      phoneNumber: null,
      extraData: {},
      address: {},
    })
    expect(page.props.lists).toEqual([{ uid: list.uid, title: list.title }])
  })

  test('finds a contact by any part of a name, email or phone, with or without diacritics', async () => {
    const surname = unique('Țăranu')
    const contact = await createContact(world.community.id, {
      first_name: 'Ștefan',
      last_name: surname,
      email: `${unique('poștaș')}@exemplu.ro`,
      phone_number: '+40733999888',
    })
    await createContact(world.sibling.id, { first_name: 'Ștefan', last_name: surname })
    const suffix = surname.split('-')[1]
    for (const search of [
      `taranu-${suffix}`,
      `TARANU-${suffix}`,
      `ștefan țăranu-${suffix}`,
      `stefan taranu-${suffix}`,
      contact.email!.slice(2, 12),
      '33999888',
    ]) {
      const page = await visitContacts(client, `/contacts?search=${encodeURIComponent(search)}`)
      const uids = page.props.contacts.map((row: { uid: string }) => row.uid)
      expect(uids, search).toEqual([contact.uid])
      expect(page.props.counts.listed.count, search).toBe(1)
      expect(page.props.state.search).toBe(search)
    }
    // The badge counts every contact of the community, whatever the search (found or not).
    const unsearched = await visitContacts(client)
    const all = unsearched.props.counts.listed.count
    expect(all).toBeGreaterThan(1)
    const found = await visitContacts(client, `/contacts?search=taranu-${suffix}`)
    expect(found.props.counts.all.count).toBe(all)
    // LIKE wildcards are text: "%" finds nothing special.
    const wildcard = await visitContacts(client, '/contacts?search=%25')
    expect(wildcard.props.contacts).toEqual([])
    expect(wildcard.props.counts).toEqual({
      listed: { count: 0, exact: true },
      all: { count: all, exact: true },
    })
  })

  test('sorts by last name regardless of case, pages 10 at a time by default', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    for (const name of ['beta', 'Alfa', 'gama', 'Delta']) {
      await createContact(fresh.community.id, { last_name: name })
    }
    for (let index = 0; index < 8; index++) await createContact(fresh.community.id)
    const page = await own.visit('/contacts?sort=last_name&direction=asc&per_page=10')
    expect(
      page.props.contacts.slice(0, 4).map((row: { lastName: string }) => row.lastName)
    ).toEqual(['Alfa', 'beta', 'Delta', 'gama'])
    const first = await visitContacts(own)
    expect(first.props.contacts).toHaveLength(10)
    expect(first.props.meta).toEqual({ currentPage: 1, perPage: 10, hasMore: true })
    expect(first.props.counts.all).toEqual({ count: 12, exact: true })
    const second = await own.visit('/contacts?page=2')
    expect(second.props.contacts).toHaveLength(2)
    expect(second.props.meta).toEqual({ currentPage: 2, perPage: 10, hasMore: false })
    // A page past the last one shows the last page (the deferred join too).
    const past = await own.visit('/contacts?page=3')
    expect(past.props.contacts).toEqual(second.props.contacts)
    expect(past.props.meta).toEqual({ currentPage: 2, perPage: 10, hasMore: false })
  })

  test('its count follows a contact added and one deleted, on a page and on a search', async () => {
    const total = async (path = '/contacts') => {
      const page = await visitContacts(client, path)
      return { badge: page.props.counts.all.count, listed: page.props.counts.listed.count }
    }
    const own = () =>
      count('contacts', "community_id = $1 and type = 'contact'", [world.community.id])
    const { ContactFactory } = await factories()
    await ContactFactory.merge({ communityId: world.community.id }).createMany(4)
    await ContactFactory.merge({ communityId: world.community.id }).apply('eventContact').create()
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
})

describe('POST /contacts', () => {
  test('creates a contact of the current community with its extra fields', async () => {
    const data = form()
    const { page } = await client.submit('POST', '/contacts', data, { from: '/contacts' })
    expect(page?.component).toBe('contacts/index')
    expect(page?.flash.success).toBe(`Contactul Ștefan ${data.last_name} a fost creat.`)
    const row = await contactNamed(data.last_name)
    expect(row).toMatchObject({
      first_name: 'Ștefan',
      email: data.email.toLowerCase(),
      phone_number: '+40722111222',
      extra_data: { data_nasterii: '1990-01-02', oras: 'Cluj' },
      type: 'contact',
    })
  })

  test('the address: its parts as typed, the county as its code, a sector only in Bucharest', async () => {
    const data = form({
      address: {
        street: 'Str. Lungă 3',
        city: 'București',
        county: 'RO-B',
        sector: '2',
        zip_code: '',
      },
    })
    await client.submit('POST', '/contacts', data, { from: '/contacts' })
    const row = await contactNamed(data.last_name)
    expect(row!.address).toEqual({
      street: 'Str. Lungă 3',
      city: 'București',
      county: 'RO-B',
      sector: 2,
    })
    const cluj = form({ address: { city: 'Cluj-Napoca', county: 'RO-CJ', sector: '2' } })
    await client.submit('POST', '/contacts', cluj, { from: '/contacts' })
    expect((await contactNamed(cluj.last_name))!.address).toEqual({
      city: 'Cluj-Napoca',
      county: 'RO-CJ',
    })
  })

  test('email or phone alone is enough; an extra field left empty is dropped', async () => {
    const data = form({ email: '', extra_data: { gol: '', plin: 'da' } })
    const { page } = await client.submit('POST', '/contacts', data, { from: '/contacts' })
    expect(page?.props.errors).toEqual({})
    const row = await contactNamed(data.last_name)
    expect(row).toMatchObject({ email: null, extra_data: { plin: 'da' } })
    const phoneless = form({ phone_number: '' })
    const second = await client.submit('POST', '/contacts', phoneless, { from: '/contacts' })
    expect(second.page?.props.errors).toEqual({})
    expect(await contactNamed(phoneless.last_name)).toMatchObject({ phone_number: null })
  })

  test.each(['0722 111 222', '0722-111-222', '+40 722 111 222'])(
    'a phone typed as %j is stored as +40722111222, on create and on update',
    async (typed) => {
      const data = form({ phone_number: typed })
      const { page } = await client.submit('POST', '/contacts', data, { from: '/contacts' })
      expect(page?.props.errors).toEqual({})
      const row = await contactNamed(data.last_name)
      expect(row).toMatchObject({ phone_number: '+40722111222' })

      const existing = await createContact(world.community.id, { phone_number: '+40733000111' })
      const edited = await client.submit(
        'POST',
        `/contacts/${existing.uid}`,
        { first_name: existing.first_name, last_name: existing.last_name, phone_number: typed },
        { from: '/contacts' }
      )
      expect(edited.page?.props.errors).toEqual({})
      expect(await contactByUid(existing.uid)).toMatchObject({ phone_number: '+40722111222' })
    }
  )

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['first name missing', { first_name: '' }, 'first_name', 'Câmpul prenume este obligatoriu.'],
    [
      'neither email nor phone',
      { email: '', phone_number: '' },
      'email',
      'Completează adresa de email sau numărul de telefon: un contact are nevoie de cel puțin unul.',
    ],
    [
      'a 10,000-character name',
      { first_name: 'a'.repeat(10_000) },
      'first_name',
      'Câmpul prenume poate avea cel mult 100 de caractere.',
    ],
    ['not an email', { email: 'ana@' }, 'email', 'Introdu o adresă de email validă.'],
    [
      'letters in the phone',
      { phone_number: '07a2' },
      'phone_number',
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
    [
      'a Romanian number one digit short',
      { phone_number: '0722 111 22' },
      'phone_number',
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
    [
      'a county that is not one',
      { address: { county: 'Atlantida' } },
      'address.county',
      'Alege un județ din listă.',
    ],
    [
      'a key with a dot',
      { extra_data: { 'a.b': 'x' } },
      'extra_data',
      'Numele câmpurilor suplimentare pot avea doar litere, cifre și _ (cel mult 50 de caractere) și nu pot fi nume rezervate (__proto__, constructor, prototype).',
    ],
    [
      'too many extra fields',
      { extra_data: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) },
      'extra_data',
      'Un contact poate avea cel mult 50 de câmpuri suplimentare.',
    ],
    [
      'a 900 KB extra value',
      { extra_data: { notite: 'x'.repeat(900_000) } },
      'extra_data.notite',
      'Valoarea unui câmp suplimentar poate avea cel mult 1.000 de caractere.',
    ],
  ]
  test.each(invalid)(
    '%s: the message under the field, nothing written',
    async (_, change, field, message) => {
      const before = await countInCommunity('contacts', world.community.id)
      const { page } = await client.submit('POST', '/contacts', form(change), { from: '/contacts' })
      expect(page?.props.errors[field]).toBe(message)
      expect(await countInCommunity('contacts', world.community.id)).toBe(before)
    }
  )

  test('a body over 1 MB (a huge extra_data) is refused with a message, never a 500', async () => {
    const before = await countInCommunity('contacts', world.community.id)
    const reply = await client.request('POST', '/contacts', {
      body: form({ extra_data: { notite: 'x'.repeat(1_200_000) } }),
      inertia: true,
      headers: { referer: `${client.baseUrl}/contacts` },
    })
    expect(reply.status).toBe(413)
    expect(reply.text).toMatch(/prea mari/i)
    expect(await countInCommunity('contacts', world.community.id)).toBe(before)
  })

  test('an email of another contact of the community (any case) is refused under the field', async () => {
    const existing = await createContact(world.community.id)
    const before = await countInCommunity('contacts', world.community.id)
    const { page } = await client.submit(
      'POST',
      '/contacts',
      form({ email: existing.email!.toUpperCase() }),
      { from: '/contacts' }
    )
    expect(page?.props.errors.email).toBe(
      'Un alt contact al comunității are deja această adresă de email.'
    )
    expect(await countInCommunity('contacts', world.community.id)).toBe(before)
  })

  test("the same email in another community is fine (each community's contacts are its own)", async () => {
    const elsewhere = await createContact(world.sibling.id)
    const { page } = await client.submit('POST', '/contacts', form({ email: elsewhere.email }), {
      from: '/contacts',
    })
    expect(page?.props.errors).toEqual({})
    expect(await count('contacts', 'lower(email) = $1', [elsewhere.email])).toBe(2)
  })
})

describe('POST /contacts/{uid}', () => {
  test('updates the contact, extra fields replaced by what the modal sends', async () => {
    const contact = await createContact(world.community.id, {
      extra_data: { vechi: 'da', oras: 'Iași' },
    })
    const data = form({ email: contact.email, extra_data: { oras: 'Cluj', nou: 'x' } })
    const { page } = await client.submit('POST', `/contacts/${contact.uid}`, data, {
      from: '/contacts',
    })
    expect(page?.flash.success).toBe(`Contactul Ștefan ${data.last_name} a fost actualizat.`)
    expect(await contactByUid(contact.uid)).toMatchObject({
      first_name: 'Ștefan',
      last_name: data.last_name,
      email: contact.email,
      extra_data: { oras: 'Cluj', nou: 'x' },
    })
  })

  test('taking the address of another contact is refused', async () => {
    const first = await createContact(world.community.id)
    const second = await createContact(world.community.id)
    const { page } = await client.submit(
      'POST',
      `/contacts/${second.uid}`,
      form({ email: first.email }),
      { from: '/contacts' }
    )
    expect(page?.props.errors.email).toBe(
      'Un alt contact al comunității are deja această adresă de email.'
    )
    expect(await contactByUid(second.uid)).toEqual(second)
  })
})

describe('DELETE /contacts/{uid}', () => {
  test('deletes the contact and its list memberships', async () => {
    const contact = await createContact(world.community.id, { first_name: 'Ion' })
    const list = await createList(world.community.id)
    await addMembers(list, [contact])
    const { page } = await client.submit('DELETE', `/contacts/${contact.uid}`, undefined, {
      from: '/contacts',
    })
    expect(page?.flash.success).toBe(`Contactul Ion ${contact.last_name} a fost șters.`)
    expect(await contactByUid(contact.uid)).toBeUndefined()
    expect(await memberIds(list.id)).toEqual([])
  })
})

describe('bulk actions', () => {
  test('deletes the selected contacts', async () => {
    const [a, b, keep] = await Promise.all([1, 2, 3].map(() => createContact(world.community.id)))
    const { page } = await client.submit(
      'POST',
      '/contacts/bulk/delete',
      { uids: [a.uid, b.uid] },
      { from: '/contacts' }
    )
    expect(page?.flash.success).toBe('2 contacte au fost șterse.')
    expect(await contactByUid(a.uid)).toBeUndefined()
    expect(await contactByUid(b.uid)).toBeUndefined()
    expect(await contactByUid(keep.uid)).toBeDefined()
  })

  test('adds the selected contacts to a list (twice is still once) and removes them', async () => {
    const contacts = await Promise.all([1, 2, 3].map(() => createContact(world.community.id)))
    const list = await createList(world.community.id, 'Voluntari')
    const uids = contacts.map((contact) => contact.uid)
    const added = await client.submit(
      'POST',
      '/contacts/bulk/add-to-list',
      { uids, list: list.uid },
      { from: '/contacts' }
    )
    expect(added.page?.flash.success).toBe('3 contacte au fost adăugate în lista Voluntari.')
    await client.submit('POST', '/contacts/bulk/add-to-list', { uids, list: list.uid })
    const ids = contacts.map((contact) => contact.id).sort((x, y) => x - y)
    expect(await memberIds(list.id)).toEqual(ids)

    const removed = await client.submit(
      'POST',
      '/contacts/bulk/remove-from-list',
      { uids: [uids[0]], list: list.uid },
      { from: '/contacts' }
    )
    expect(removed.page?.flash.success).toBe('1 contact a fost scos din lista Voluntari.')
    expect(await memberIds(list.id)).toEqual(ids.filter((id) => id !== contacts[0].id))
  })

  test('no contact selected, or no list: a message, nothing changed', async () => {
    const contact = await createContact(world.community.id)
    const empty = await client.submit(
      'POST',
      '/contacts/bulk/delete',
      { uids: [] },
      {
        from: '/contacts',
      }
    )
    expect(empty.page?.props.errors.uids).toBeDefined()
    const noList = await client.submit(
      'POST',
      '/contacts/bulk/add-to-list',
      { uids: [contact.uid] },
      { from: '/contacts' }
    )
    expect(noList.page?.props.errors.list).toBe('Câmpul listă este obligatoriu.')
    expect(await contactByUid(contact.uid)).toBeDefined()
  })
})

describe("another community's rows do not exist (404, nothing changed)", () => {
  test.each(['sibling', 'other'] as const)('a contact of the %s community', async (which) => {
    const communityId = which === 'sibling' ? world.sibling.id : world.other.community.id
    const contact = await createContact(communityId)
    const list = await createList(communityId)
    const ownList = await createList(world.community.id)
    const own = await createContact(world.community.id)

    const update = await client.request('POST', `/contacts/${contact.uid}`, {
      body: form(),
      inertia: true,
    })
    expect(update.status).toBe(404)
    const destroy = await client.request('DELETE', `/contacts/${contact.uid}`, { inertia: true })
    expect(destroy.status).toBe(404)
    for (const [path, body] of [
      ['/contacts/bulk/delete', { uids: [own.uid, contact.uid] }],
      ['/contacts/bulk/add-to-list', { uids: [own.uid, contact.uid], list: ownList.uid }],
      ['/contacts/bulk/add-to-list', { uids: [own.uid], list: list.uid }],
      ['/contacts/bulk/remove-from-list', { uids: [own.uid], list: list.uid }],
    ] as const) {
      const reply = await client.request('POST', path, { body, inertia: true })
      expect(reply.status, path).toBe(404)
    }
    expect(await contactByUid(contact.uid)).toEqual(contact)
    expect(await contactByUid(own.uid)).toEqual(own)
    expect(await memberIds(ownList.id)).toEqual([])
  })

  test('a malformed or unknown uid is a 404 too', async () => {
    for (const uid of ['abc', '00000000-0000-0000-0000-000000000000']) {
      const reply = await client.request('POST', '/contacts/bulk/delete', {
        body: { uids: [uid] },
        inertia: true,
      })
      expect(reply.status).toBe(404)
    }
    const reply = await client.request('DELETE', '/contacts/00000000-0000-0000-0000-000000000000', {
      inertia: true,
    })
    expect(reply.status).toBe(404)
  })
})

describe('switching community', () => {
  test('switches the contacts, lists and counts shown', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const mine = await createContact(fresh.community.id)
    const theirs = await createContact(fresh.sibling.id)
    const list = await createList(fresh.sibling.id)
    const uidsAt = async () => {
      const page = await own.visit('/contacts')
      return page.props.contacts.map((row: { uid: string }) => row.uid)
    }
    expect(await uidsAt()).toEqual([mine.uid])
    await own.submit('POST', '/community/switch', { community: fresh.sibling.uid })
    expect(await uidsAt()).toEqual([theirs.uid])
    const lists = await own.request('GET', '/ajax/lists', { json: true })
    expect(lists.json().map((row: { uid: string }) => row.uid)).toEqual([list.uid])
    // The first community's contact is now another community's: not found.
    const reply = await own.request('DELETE', `/contacts/${mine.uid}`, { inertia: true })
    expect(reply.status).toBe(404)
    expect(await contactByUid(mine.uid)).toEqual(mine)
  })
})

describe('roles', () => {
  const routes = (uid: string) =>
    [
      ['GET', '/contacts'],
      ['POST', '/contacts'],
      ['POST', `/contacts/${uid}`],
      ['DELETE', `/contacts/${uid}`],
      ['POST', '/contacts/bulk/delete'],
      ['POST', '/contacts/bulk/add-to-list'],
      ['POST', '/contacts/bulk/remove-from-list'],
    ] as const

  test('a super-admin is refused (403) and a guest goes to /login, nothing changed', async () => {
    const contact = await createContact(world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path] of routes(contact.uid)) {
      const refused = await admin.request(method, path, {
        body: method === 'GET' ? undefined : form(),
        inertia: true,
      })
      expect(refused.status, `${method} ${path}`).toBe(403)
      const guest = await new TestClient().request(method, path, {
        body: method === 'GET' ? undefined : form(),
        inertia: true,
      })
      // Inertia turns the redirect of a DELETE into a 303.
      expect([302, 303], `${method} ${path}`).toContain(guest.status)
      expect(guest.location).toBe('/login')
    }
    expect(await contactByUid(contact.uid)).toEqual(contact)
  })
})
