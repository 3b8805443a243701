/**
 * The API under /api/ is stateless: no session, no CSRF secret, no cookie. A thousand anonymous
 * reads and fifty registrations leave the sessions table as it was and set no cookie.
 * Runs alone (vitest.config.ts, platformWide): it compares the whole sessions table.
 */
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { createOrgAdmin, query, unique } from '../support/db.ts'
import { createEvent } from './helpers/events.ts'
import { createFeed } from './helpers/feeds.ts'
import { registrationForm } from './helpers/attendees.ts'

const baseUrl = inject('baseUrl')

/** The mobile app's request: no cookies at all. */
function call(path: string, init: RequestInit = {}) {
  return fetch(baseUrl + path, {
    ...init,
    headers: { origin: 'https://app.example', ...init.headers },
    redirect: 'manual',
  })
}

/** Every row of the sessions table, as stored. */
function sessions() {
  return query(`select * from sessions order by id`)
}

/** Runs `task` for 0…count-1, `width` at a time. */
async function inParallel(count: number, width: number, task: (index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++)
    })
  )
}

let slug: string
let eventUid: string

beforeAll(async () => {
  const { community } = await createOrgAdmin(['events-module'])
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    community.id,
  ])
  slug = row.slug
  await createFeed(community.id, { visibility: 'public', text: 'Bine ați venit!' })
  const event = await createEvent(community.id, {
    start_at: new Date(Date.now() + 48 * 3_600_000),
    end_at: new Date(Date.now() + 50 * 3_600_000),
    attendees_limit: 1000,
  })
  eventUid = event.uid
})

describe('the stateless API', () => {
  test('1,000 reads and 50 registrations: no session row written, no cookie set', async () => {
    const before = await sessions()
    const cookies: string[] = []
    const statuses = new Set<number>()
    const paths = [
      `/api/communities/${slug}/feed`,
      `/api/communities/${slug}/events`,
      `/api/communities/${slug}/feed?page=2`,
      '/api/mobile-settings',
    ]
    await inParallel(1000, 8, async (index) => {
      const reply = await call(paths[index % paths.length])
      statuses.add(reply.status)
      const cookie = reply.headers.get('set-cookie')
      if (cookie) cookies.push(cookie)
      await reply.arrayBuffer()
    })
    expect([...statuses]).toEqual([200])

    const registrations = new Set<number>()
    await inParallel(50, 5, async () => {
      const reply = await call(`/api/communities/${slug}/events/${eventUid}/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrationForm({ email: `${unique('ana')}@example.test` })),
      })
      registrations.add(reply.status)
      const cookie = reply.headers.get('set-cookie')
      if (cookie) cookies.push(cookie)
      await reply.arrayBuffer()
    })
    expect([...registrations]).toEqual([201])

    // Refusals too: an unknown community, an invalid form.
    const refused = [
      await call(`/api/communities/${unique('nimeni')}/feed`),
      await call(`/api/communities/${slug}/events/${eventUid}/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrationForm({ email: 'nu-e-adresă' })),
      }),
    ]
    expect(refused.map((reply) => reply.status)).toEqual([404, 422])
    for (const reply of refused) {
      expect(reply.headers.get('set-cookie')).toBeNull()
      await reply.arrayBuffer()
    }

    expect(cookies).toEqual([])
    expect(await sessions()).toEqual(before)
  })

  test('the language of Accept-Language, Romanian without one', async () => {
    const register = (headers: Record<string, string>) =>
      call(`/api/communities/${slug}/events/${eventUid}/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(registrationForm({ email: 'nu-e-adresă' })),
      })
    const romanian = await register({})
    const english = await register({ 'accept-language': 'en-US,en;q=0.9' })
    expect(romanian.status).toBe(422)
    expect(english.status).toBe(422)
    const messageOf = async (reply: Response) =>
      ((await reply.json()) as { errors: { field: string; message: string }[] }).errors.find(
        (error) => error.field === 'email'
      )?.message
    const [ro, en] = [await messageOf(romanian), await messageOf(english)]
    expect(ro).toBeTruthy()
    expect(en).toBeTruthy()
    expect(ro).not.toBe(en)
  })
})
