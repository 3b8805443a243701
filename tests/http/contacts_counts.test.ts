/**
 * /contacts at any size: the rows come without their count, the count in a deferred request of
 * its own (exact up to a limit, "more than" beyond it), and a page in the back half read from
 * the end gives the rows its offset would.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { startAppServer } from '../support/stack.ts'
import { signedInOrgAdmin } from './helpers/tenant.ts'
import { createContact, visitContacts } from './helpers/contacts.ts'

type Row = { uid: string }
const uids = (page: { props: Record<string, any> }) =>
  (page.props.contacts as Row[]).map((row) => row.uid)

describe('the count', () => {
  test('the page comes without it; it arrives in the deferred request, without the rows', async () => {
    const { world, client } = await signedInOrgAdmin()
    for (let index = 0; index < 3; index++) await createContact(world.community.id)
    await createContact(world.community.id, { last_name: 'Căutatul' })

    const page = await client.visit('/contacts?search=cautatul')
    expect(page.props.contacts).toHaveLength(1)
    expect(page.props.counts).toBeUndefined()
    expect(page.deferredProps).toEqual({ default: ['counts'] })

    const reply = await client.request('GET', '/contacts?search=cautatul', {
      inertia: true,
      headers: {
        'x-inertia-partial-component': 'contacts/index',
        'x-inertia-partial-data': 'counts',
      },
    })
    const { props } = reply.json()
    expect(props.counts).toEqual({
      listed: { count: 1, exact: true },
      all: { count: 4, exact: true },
    })
    expect(props.contacts).toBeUndefined()
    expect(props.meta).toBeUndefined()
  })

  describe('beyond the limit (CONTACTS_EXACT_COUNT_LIMIT=5)', () => {
    let server: Awaited<ReturnType<typeof startAppServer>>
    beforeAll(async () => {
      server = await startAppServer(inject('databaseUrl'), { CONTACTS_EXACT_COUNT_LIMIT: '5' })
    }, 120_000)
    afterAll(async () => {
      await server?.stop()
    })

    test('says "more than" the limit past it, the exact count up to it', async () => {
      const { world } = await signedInOrgAdmin()
      const client = new TestClient(server.baseUrl)
      await client.login(world.user.email, world.user.password)
      for (let index = 0; index < 5; index++) {
        await createContact(world.community.id, { last_name: `Numărat ${index}` })
      }
      const atLimit = await visitContacts(client)
      expect(atLimit.props.counts.all).toEqual({ count: 5, exact: true })

      await createContact(world.community.id, { last_name: 'Numărat 5' })
      await createContact(world.community.id, { last_name: 'Altul' })
      const past = await visitContacts(client, '/contacts?search=numarat')
      expect(past.props.counts).toEqual({
        listed: { count: 5, exact: false },
        all: { count: 5, exact: false },
      })
      // The rows and the next page do not wait for the count.
      expect(past.props.contacts).toHaveLength(6)
      expect(past.props.meta).toEqual({ currentPage: 1, perPage: 10, hasMore: false })
    })
  })
})

describe('a page read from the end', () => {
  const TOTAL = 23
  let client: TestClient

  beforeAll(async () => {
    const { world } = await signedInOrgAdmin()
    client = await signedIn(world.user)
    // Repeated names, case differences and missing e-mails and phones: the ties and the nulls
    // are where a reversed order could part from the forward one.
    const lastNames = ['ana', 'Ana', 'Bucur', 'bucur', 'Zamfir', 'Ene']
    for (let index = 0; index < TOTAL; index++) {
      await createContact(world.community.id, {
        first_name: ['Ion', 'ion', 'Maria'][index % 3],
        last_name: lastNames[index % lastNames.length],
        email: index % 4 === 0 ? null : `citit-${index}-${world.community.id}@example.test`,
        phone_number: index % 5 === 0 ? null : `+4072200${String(index % 7).padStart(4, '0')}`,
      })
    }
  })

  test('gives the rows its offset gives, the last page and the one before, for every sort', async () => {
    for (const sort of ['id', 'first_name', 'last_name', 'email', 'phone_number']) {
      for (const direction of ['asc', 'desc']) {
        for (const [perPage, page] of [
          [10, 3],
          [10, 2],
          [20, 2],
        ]) {
          const path = `/contacts?sort=${sort}&direction=${direction}&per_page=${perPage}&page=${page}`
          const byOffset = await client.visit(path)
          const fromEnd = await client.visit(`${path}&total=${TOTAL}`)
          const what = `${sort} ${direction}, ${perPage} a page, page ${page}`
          expect(uids(fromEnd), what).toEqual(uids(byOffset))
          expect(fromEnd.props.meta, what).toEqual(byOffset.props.meta)
          expect(uids(byOffset).length, what).toBe(Math.min(perPage, TOTAL - (page - 1) * perPage))
        }
      }
    }
  })

  test('reads from the end with the total it is told, by its offset when the rows fall short of it', async () => {
    const last = await client.visit('/contacts?page=3')
    // One contact fewer than there are: the last page read from the end has that one row less.
    const told = await client.visit(`/contacts?page=3&total=${TOTAL - 1}`)
    expect(uids(told)).toEqual(uids(last).slice(1))
    // Far more than there are (a link kept after deletions): the rows fall short of what it
    // promises, the page is read by its offset, past the last page that is the last page.
    const tooHigh = await client.visit(`/contacts?page=4&total=${TOTAL * 3}`)
    expect(uids(tooHigh)).toEqual(uids(last))
    expect(tooHigh.props.meta).toEqual({ currentPage: 3, perPage: 10, hasMore: false })
    // Not a count: ignored.
    const junk = await client.visit('/contacts?page=3&total=-4')
    expect(uids(junk)).toEqual(uids(last))
  })
})
