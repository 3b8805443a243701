/**
 * The tenant area's door (the `tenant` middleware) and the tenant scope of
 * the models (withTenantScope), seen from the routes that use them.
 */
import { randomInt } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import {
  createCommunity,
  createOrgAdmin,
  createOrganization,
  createUser,
  query,
} from '../support/db.ts'
import { signedInOrgAdmin } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import { createBid, createCar, createInvoice, createLot } from './helpers/auction.ts'

const TENANT_PATHS = ['/contacts', '/lists', '/companies', '/segments', '/products', '/feeds']

describe('the tenant area', () => {
  test('an org-admin whose organization has no community gets a page saying so, not an empty list', async () => {
    const organization = await createOrganization()
    const user = await createUser({ role: 'org-admin', organizationId: organization.id })
    const client = await signedIn(user)
    for (const path of TENANT_PATHS) {
      const page = await client.visit(path)
      expect(page.status).toBe(409)
      expect(page.component).toBe('tenant/no_community')
    }
    const reply = await client.request('GET', '/contacts', { json: true })
    expect(reply.status).toBe(409)
    expect(reply.json().message).toBe(
      'Organizația ta nu are încă nicio comunitate, așa că aici nu există încă nimic de afișat.'
    )
  })

  test('the same org-admin enters once the organization has a community', async () => {
    const organization = await createOrganization()
    const user = await createUser({ role: 'org-admin', organizationId: organization.id })
    const client = await signedIn(user)
    const before = await client.visit('/segments')
    expect(before.component).toBe('tenant/no_community')
    await createCommunity(organization.id)
    const page = await client.visit('/segments')
    expect(page.status).toBe(200)
    expect(page.component).toBe('segments/index')
  })

  test('a super-admin or a user without a role is refused (403)', async () => {
    for (const role of ['super-admin', null] as const) {
      const client = await signedIn(await createUser({ role }))
      const page = await client.visit('/contacts')
      expect(page.status).toBe(403)
      expect(page.component).toBe('errors/forbidden')
    }
  })

  test('a guest goes to /login', async () => {
    const reply = await new TestClient().request('GET', '/segments', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})

describe('organization-level scope', () => {
  test("the org-admin's dashboard counts the users of their organization only", async () => {
    const mine = await createOrgAdmin()
    await createUser({ role: 'org-admin', organizationId: mine.organization.id })
    const other = await createOrgAdmin()
    await createUser({ role: 'org-admin', organizationId: other.organization.id })
    const client = await signedIn(mine.user)
    expect(await client.propAt('/', 'totalUsers')).toBe(2)
  })

  test("an org-admin sees their organization's users and not another's", async () => {
    const mine = await createOrgAdmin()
    const other = await createOrgAdmin()
    const client = await signedIn(mine.user)
    const users = (await client.propAt('/users?per_page=200', 'users')) as { uid: string }[]
    const uids = users.map((user) => user.uid)
    expect(uids).toContain(mine.user.uid)
    expect(uids).not.toContain(other.user.uid)
  })

  test("another organization's user's avatar is not found for an org-admin", async () => {
    const mine = await createOrgAdmin()
    const other = await createOrgAdmin()
    await query(`update users set avatar = 'avatars/x.png' where id = $1`, [other.user.id])
    const client = await signedIn(mine.user)
    const reply = await client.request('GET', `/images/${other.user.uid}/avatar`)
    expect(reply.status).toBe(404)
  })
})

/** A surname no other test file uses, in letters only (a search for it finds these rows alone). */
const uniqueSurname = () =>
  'Scopescu' + Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')

/** In the community: a car, a bid on it by a contact named `surname`, the bid's invoice FCT-`number`. */
async function auctionRows(communityId: number, surname: string, number = 1) {
  const bidder = await createContact(communityId, { first_name: 'Ana', last_name: surname })
  const lot = await createLot(communityId)
  const car = await createCar(communityId, { lot_id: lot.id })
  const bid = await createBid(communityId, { car_id: car.id, contact_id: bidder.id })
  const invoice = await createInvoice(communityId, {
    bid_id: bid.id,
    buyer_name: `Ana ${surname}`,
    number,
  })
  return { bid, invoice, carPage: `/lot/${lot.uid}/car/${car.uid}` }
}

const uids = (rows: { uid: string }[]) => rows.map((row) => row.uid).sort()

/** The status a page answers the client with. */
const statusOf = (client: TestClient, path: string) =>
  client.visit(path).then((page) => page.status)

describe('community-level scope', () => {
  test("a super-admin reads every community's rows through the scope, or one community's when filtered", async () => {
    const { world } = await signedInOrgAdmin()
    const surname = uniqueSurname()
    const mine = await auctionRows(world.community.id, surname)
    const theirs = await auctionRows(world.other.community.id, surname)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))

    const bids = await admin.visit(`/administrare/bids?search=${surname}`)
    expect(uids(bids.props.bids)).toEqual(uids([mine.bid, theirs.bid]))
    const invoices = await admin.visit(`/administrare/invoices?search=${surname}`)
    expect(uids(invoices.props.invoices)).toEqual(uids([mine.invoice, theirs.invoice]))

    const filter = `&community=${world.other.community.uid}`
    const oneBid = await admin.visit(`/administrare/bids?search=${surname}${filter}`)
    expect(uids(oneBid.props.bids)).toEqual([theirs.bid.uid])
    const oneInvoice = await admin.visit(`/administrare/invoices?search=${surname}${filter}`)
    expect(uids(oneInvoice.props.invoices)).toEqual([theirs.invoice.uid])

    for (const rows of [mine, theirs]) {
      const invoice = await admin.visit(`/administrare/invoices/${rows.invoice.uid}`)
      expect(invoice.status).toBe(200)
      expect(invoice.props.invoice.number).toBe(`FCT-${rows.invoice.number}`)
      const car = await admin.visit(rows.carPage)
      expect(car.status).toBe(200)
      expect(car.props.bids.map((bid: { uid: string }) => bid.uid)).toEqual([rows.bid.uid])
    }
  })

  test("an org-admin reads their current community's rows only; another community's row is a 404", async () => {
    const { world, client } = await signedInOrgAdmin()
    const surname = uniqueSurname()
    const mine = await auctionRows(world.community.id, surname)
    // FCT-2: the series is the organization's, shared with the current community.
    const sibling = await auctionRows(world.sibling.id, surname, 2)
    const other = await auctionRows(world.other.community.id, surname)

    // The super-admin's filter is no filter for an org-admin.
    const filter = `&community=${world.other.community.uid}`
    const bids = await client.visit(`/administrare/bids?search=${surname}${filter}`)
    expect(uids(bids.props.bids)).toEqual([mine.bid.uid])
    const invoices = await client.visit(`/administrare/invoices?search=${surname}${filter}`)
    expect(uids(invoices.props.invoices)).toEqual([mine.invoice.uid])

    expect(await statusOf(client, `/administrare/invoices/${mine.invoice.uid}`)).toBe(200)
    expect(await statusOf(client, mine.carPage)).toBe(200)
    for (const rows of [sibling, other]) {
      expect(await statusOf(client, `/administrare/invoices/${rows.invoice.uid}`)).toBe(404)
      expect(await statusOf(client, rows.carPage)).toBe(404)
      expect(await statusOf(client, `/administrare/bids/${rows.bid.uid}/create-invoice`)).toBe(404)
    }
  })

  test('a row that does not exist is a 404 to the super-admin as well', async () => {
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect(await statusOf(admin, `/administrare/invoices/${unknown}`)).toBe(404)
    expect(await statusOf(admin, `/administrare/bids/${unknown}/create-invoice`)).toBe(404)
  })

  test("the super-admin's dashboard counts every organization's users and every organization", async () => {
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const total = (table: string) =>
      query<{ n: number }>(`select count(*)::int as n from ${table}`).then(([row]) => row.n)
    const before = { users: await total('users'), organizations: await total('organizations') }
    const page = await admin.visit('/')
    const after = { users: await total('users'), organizations: await total('organizations') }
    // Other test files write users and organizations meanwhile: the page's count lies between.
    for (const [prop, key] of [
      ['totalUsers', 'users'],
      ['totalOrganizations', 'organizations'],
    ] as const) {
      expect(page.props[prop]).toBeGreaterThanOrEqual(Math.min(before[key], after[key]))
      expect(page.props[prop]).toBeLessThanOrEqual(Math.max(before[key], after[key]))
      expect(page.props[prop]).toBeGreaterThan(1)
    }
  })
})
