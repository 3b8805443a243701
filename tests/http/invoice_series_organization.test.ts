/**
 * Invoice numbers per seller (docs/decisions.md, "Invoice series per organization"): the seller
 * is the organization, so a series is shared by all its communities: numbers never repeat
 * across them, the date order holds across them, credit notes likewise; each community still
 * sees only its own invoices; another organization counts on its own.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type Bid from '#models/bid'
import { signedIn, type TestClient } from '../support/client.ts'
import { query, type Row } from '../support/db.ts'
import { orgDay, shownDay } from '../support/org_dates.ts'
import { signedInOrgAdmin as freshAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createContact } from './helpers/contacts.ts'
import {
  closeLotOn,
  createInvoice,
  createWonCar,
  issueInvoice,
  readyToInvoice,
} from './helpers/auction.ts'

let world: TenantWorld
/** The org-admin in community A (the world's community). */
let inA: TestClient
/** The same org-admin, in another session switched to community B (the sibling). */
let inB: TestClient

/** A fresh organization with two communities, both billing; its admin signed in to each. */
async function organizationOfTwo() {
  const { world: fresh, client } = await freshAdmin()
  await readyToInvoice(fresh.organization.id, fresh.other.organization!.id)
  const second = await signedIn(fresh.user)
  await second.submit('POST', '/community/switch', { community: fresh.sibling.uid }, { from: '/' })
  return { fresh, a: client, b: second, other: await signedIn(fresh.other.user) }
}

beforeAll(async () => {
  ;({ fresh: world, a: inA, b: inB } = await organizationOfTwo())
})

/** The winning bid of a new car of a closed lot of the community. */
async function bidIn(communityId: number): Promise<Row<typeof Bid>> {
  const bidder = await createContact(communityId)
  const { bids } = await createWonCar(communityId, [
    { contact_id: bidder.id, amount_cents: 350_000 },
  ])
  return bids[0]
}

/** The document's number as the app shows it (FCT-1), by bid, in issue order. */
async function numbersOf(bids: { id: number }[]) {
  const rows = await query<{ series_code: string; number: number }>(
    `select series_code, number from invoices where bid_id = any($1) order by id`,
    [bids.map((bid) => bid.id)]
  )
  return rows.map((row) => `${row.series_code}-${row.number}`)
}

describe('one series per organization', () => {
  test('two communities of one organization get FCT-1 and FCT-2; another organization its own FCT-1; each community lists only its own', async () => {
    const { fresh, a, b, other: theirs } = await organizationOfTwo()
    const first = await bidIn(fresh.community.id)
    const second = await bidIn(fresh.sibling.id)
    const foreign = await bidIn(fresh.other.community.id)
    expect(await issueInvoice(a, first, { series: 'FCT' })).toMatchObject({ status: 302 })
    expect(await issueInvoice(b, second, { series: 'FCT' })).toMatchObject({ status: 302 })
    expect(await issueInvoice(theirs, foreign, { series: 'FCT' })).toMatchObject({ status: 302 })
    expect(await numbersOf([first, second])).toEqual(['FCT-1', 'FCT-2'])
    expect(await numbersOf([foreign])).toEqual(['FCT-1'])

    const listA = await a.visit('/administrare/invoices')
    expect(listA.props.invoices.map((row: { number: string }) => row.number)).toEqual(['FCT-1'])
    const listB = await b.visit('/administrare/invoices')
    expect(listB.props.invoices.map((row: { number: string }) => row.number)).toEqual(['FCT-2'])

    // The form of either community offers the organization's series.
    const third = await bidIn(fresh.sibling.id)
    const formB = await b.visit(`/administrare/bids/${third.uid}/create-invoice`)
    expect(formB.props.series).toEqual([{ code: 'FCT', currency: 'EUR' }])
    expect(formB.props.defaults.series).toBe('FCT')
  })

  test("a day before the organization's previous document in the series is refused, even from the other community; nothing written", async () => {
    const first = await bidIn(world.sibling.id)
    const second = await bidIn(world.community.id)
    await closeLotOn(second.id, orgDay(-3))
    expect(await issueInvoice(inB, first, { series: 'ORDO' })).toMatchObject({ status: 302 })

    const refused = await issueInvoice(inA, second, { series: 'ORDO', issue_date: orgDay(-1) })
    expect(refused.status).toBe(422)
    expect(refused.errors).toEqual({
      issue_date: `Data emiterii nu poate fi înainte de cea a documentului anterior din serie (ORDO-1, emis pe ${shownDay(orgDay())}).`,
    })
    expect(await numbersOf([second])).toEqual([])

    expect(await issueInvoice(inA, second, { series: 'ORDO' })).toMatchObject({ status: 302 })
    expect(await numbersOf([first, second])).toEqual(['ORDO-1', 'ORDO-2'])
  })

  test('credit notes of both communities share the STORNO series: STORNO-1 and STORNO-2', async () => {
    const first = await bidIn(world.community.id)
    const second = await bidIn(world.sibling.id)
    await issueInvoice(inA, first, { series: 'CRED' })
    await issueInvoice(inB, second, { series: 'CRED' })
    const originals = await query<{ uid: string; bid_id: number }>(
      `select uid, bid_id from invoices where bid_id = any($1) order by id`,
      [[first.id, second.id]]
    )
    const before = await query<{ n: number }>(
      `select coalesce(max(number), 0)::int as n from invoices
       where organization_id = $1 and series_code = 'STORNO'`,
      [world.organization.id]
    )
    const n = before[0].n
    for (const [who, original] of [
      [inA, originals[0]],
      [inB, originals[1]],
    ] as const) {
      const reply = await who.request('POST', `/administrare/invoices/${original.uid}/reverse`, {
        inertia: true,
      })
      expect(reply.status).toBe(302)
    }
    expect(await numbersOf([first, second])).toEqual([
      'CRED-1',
      'CRED-2',
      `STORNO-${n + 1}`,
      `STORNO-${n + 2}`,
    ])
  })

  test('invoices and credit notes issued at once from both communities come out gapless across the organization', async () => {
    const { fresh, a, b } = await organizationOfTwo()
    const originals = []
    for (const [who, communityId] of [
      [a, fresh.community.id],
      [b, fresh.sibling.id],
    ] as const) {
      const bid = await bidIn(communityId)
      expect(await issueInvoice(who, bid, { series: 'ORIG' })).toMatchObject({ status: 302 })
      const [row] = await query<{ uid: string }>(`select uid from invoices where bid_id = $1`, [
        bid.id,
      ])
      originals.push({ who, uid: row.uid })
    }
    const bidsA = await Promise.all(Array.from({ length: 6 }, () => bidIn(fresh.community.id)))
    const bidsB = await Promise.all(Array.from({ length: 6 }, () => bidIn(fresh.sibling.id)))
    const replies = await Promise.all([
      ...bidsA.map((bid) => issueInvoice(a, bid, { series: 'CONC' })),
      ...bidsB.map((bid) => issueInvoice(b, bid, { series: 'CONC' })),
      ...originals.map(({ who, uid }) =>
        who.request('POST', `/administrare/invoices/${uid}/reverse`, { inertia: true })
      ),
    ])
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 302))
    const numbers = await query(
      `select series_code, array_agg(number order by number) as numbers,
              count(distinct community_id)::int as communities
       from invoices where community_id = any($1) group by series_code order by series_code`,
      [[fresh.community.id, fresh.sibling.id]]
    )
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
    expect(numbers).toEqual([
      { series_code: 'CONC', numbers: upTo(12), communities: 2 },
      { series_code: 'ORIG', numbers: upTo(2), communities: 2 },
      { series_code: 'STORNO', numbers: upTo(2), communities: 2 },
    ])
    const series = await query(
      `select code, next_number from invoice_series where organization_id = $1 order by code`,
      [fresh.organization.id]
    )
    expect(series).toEqual([
      { code: 'CONC', next_number: 13 },
      { code: 'ORIG', next_number: 3 },
      { code: 'STORNO', next_number: 3 },
    ])
  }, 60_000)
})

describe('the database', () => {
  test('refuses a second UNIQ-1 in another community of the organization', async () => {
    const first = await bidIn(world.community.id)
    const second = await bidIn(world.sibling.id)
    expect(await issueInvoice(inA, first, { series: 'UNIQ' })).toMatchObject({ status: 302 })
    await expect(
      createInvoice(world.sibling.id, { bid_id: second.id, series_code: 'UNIQ', number: 1 })
    ).rejects.toThrow(/invoices_organization_series_number/)
    expect(await numbersOf([first, second])).toEqual(['UNIQ-1'])
  })
})
