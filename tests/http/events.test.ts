/**
 * /events: the list, the create form, the Event tab's save, delete and duplicate, always inside
 * the org-admin's current community and only with the events module.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { type TestClient, signedIn } from '../support/client.ts'
import { createOrgAdmin } from '../support/db.ts'
import { expectLogin, expectStatus } from './helpers/community_settings.ts'
import { createEvent, eventsWorld } from './helpers/events.ts'

let world: Awaited<ReturnType<typeof eventsWorld>>

beforeAll(async () => {
  world = await eventsWorld()
})

/** A page visit as expectStatus reads it. */
async function visitStatus(client: TestClient, path: string) {
  const page = await client.visit(path)
  return { status: page.status, page }
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000)
const uids = (page: { props: Record<string, any> }) =>
  (page.props.events as { uid: string }[]).map((row) => row.uid)

describe('GET /events', () => {
  test("the current community's events: upcoming first (soonest first), then ended ones (latest first); search ignores diacritics", async () => {
    const fresh = await eventsWorld()
    const later = await createEvent(fresh.community.id, {
      name: 'Târg de toamnă',
      start_at: hours(48),
      end_at: hours(50),
      attendees_price_cents: 1250,
    })
    const soon = await createEvent(fresh.community.id, {
      name: 'Atelier de știință',
      start_at: hours(2),
      end_at: hours(4),
    })
    // Started but not ended: still upcoming, first.
    const running = await createEvent(fresh.community.id, {
      name: 'Maraton',
      start_at: hours(-1),
      end_at: hours(5),
    })
    const old = await createEvent(fresh.community.id, {
      name: 'Seară veche',
      start_at: hours(-100),
      end_at: hours(-99),
    })
    const recent = await createEvent(fresh.community.id, {
      name: 'Seară de știință',
      start_at: hours(-10),
      end_at: hours(-9),
    })
    await createEvent(fresh.sibling.id, { name: 'Știință vecină' })
    await createEvent(fresh.other.community.id, { name: 'Știință altundeva' })

    const page = await fresh.client.visit('/events')
    expect(page.status).toBe(200)
    expect(page.component).toBe('events/index')
    expect(uids(page)).toEqual([running.uid, soon.uid, later.uid, recent.uid, old.uid])
    expect(page.props.meta.total).toBe(5)
    expect(page.props.events[2]).toMatchObject({
      id: later.id,
      name: 'Târg de toamnă',
      attendeesLimit: 50,
      attendeesPrice: '12.50',
      startAt: later.start_at.toISOString().replace('Z', '+00:00'),
      ended: false,
    })
    expect(page.props.events[3].ended).toBe(true)

    const search = await fresh.client.visit('/events?search=STIINTA')
    expect(uids(search)).toEqual([soon.uid, recent.uid])

    const byEnd = await fresh.client.visit('/events?sort=end_at&direction=desc')
    expect(uids(byEnd)).toEqual([later.uid, running.uid, soon.uid, recent.uid, old.uid])
    const byStart = await fresh.client.visit('/events?sort=start_at&per_page=10&page=1')
    expect(uids(byStart)).toEqual([old.uid, recent.uid, running.uid, soon.uid, later.uid])
  })

  test('pages of 10 by default; per_page from the shared sizes', async () => {
    const fresh = await eventsWorld()
    for (let i = 0; i < 12; i++) {
      await createEvent(fresh.community.id, { start_at: hours(10 + i), end_at: hours(11 + i) })
    }
    const first = await fresh.client.visit('/events')
    expect(first.props.events).toHaveLength(10)
    expect(first.props.meta).toMatchObject({ currentPage: 1, lastPage: 2, total: 12 })
    const second = await fresh.client.visit('/events?page=2')
    expect(second.props.events).toHaveLength(2)
    const twenty = await fresh.client.visit('/events?per_page=20')
    expect(twenty.props.events).toHaveLength(12)
  })

  test('without the events module: 404 with the module page', async () => {
    const { user } = await createOrgAdmin([])
    const client = await signedIn(user)
    await expectStatus(await visitStatus(client, '/events'), 'module')
  })

  test('a super-admin gets 403, a guest /login', async () => {
    await expectStatus(await visitStatus(world.superAdmin, '/events'), 403)
    await expectLogin(world.guest, 'GET', '/events')
  })
})
