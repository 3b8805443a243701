/**
 * The public feed and events answers carry a strong ETag and Last-Modified; a matching
 * If-None-Match gets a 304 without a body; the tag changes with what changes the answer (an item
 * added, edited, scheduled, becoming due or deleted; an event added, edited, registered for,
 * ended or deleted) and with the page asked for, once the database has announced the change.
 */
import { beforeAll, describe, expect, inject, test, vi } from 'vitest'
import { signedIn, type TestClient } from '../support/client.ts'
import { createOrgAdmin, query, unique } from '../support/db.ts'
import { createEvent, eventTabForm } from './helpers/events.ts'
import { createFeed, feedForm, pickerTime } from './helpers/feeds.ts'
import { createQuest, createQuiz } from './helpers/content.ts'
import { registrationForm } from './helpers/attendees.ts'
import { ANNOUNCED_WITHIN_MS, publicReader } from '../support/public_reads.ts'

const baseUrl = inject('baseUrl')
const seconds = (n: number) => new Date(Date.now() + n * 1000)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const { read, tagOf, expectCurrent, expectChanged } = publicReader(baseUrl)

async function slugOf(communityId: number) {
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  return row.slug
}

describe('GET /api/communities/{slug}/feed', () => {
  let client: TestClient
  let communityId: number
  let path: string

  beforeAll(async () => {
    const admin = await createOrgAdmin(['events-module'])
    communityId = admin.community.id
    client = await signedIn(admin.user)
    path = `/api/communities/${await slugOf(communityId)}/feed`
  })

  test('a strong ETag and Last-Modified; 304 on a match; each page its own tag', async () => {
    const item = await createFeed(communityId, { text: 'Prima știre' })
    const reply = await read(path)
    expect(reply.status).toBe(200)
    const etag = reply.headers.get('etag')!
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    expect(reply.headers.get('cache-control')).toBe('public, max-age=60')
    const lastModified = new Date(reply.headers.get('last-modified')!)
    expect(Math.abs(lastModified.getTime() - item.updated_at!.getTime())).toBeLessThan(1000)
    expect(((await reply.json()) as { data: { uid: string }[] }).data[0].uid).toBe(item.uid)

    await expectCurrent(path, etag)
    await expectCurrent(path, etag, `"another", W/${etag}`)
    await expectChanged(path, '"stale"')
    expect(await tagOf(`${path}?per_page=1`)).not.toBe(etag)
    expect(await tagOf(`${path}?page=2`)).not.toBe(etag)
  })

  test('the tag changes when an item is added, edited, scheduled, becomes due or is deleted', async () => {
    let etag = await tagOf(path)
    await expectCurrent(path, etag)

    const added = await createFeed(communityId, { text: 'Adăugată' })
    let answer = await expectChanged(path, etag)
    expect(answer.uids[0]).toBe(added.uid)
    etag = answer.etag

    const edited = await client.submit('PUT', `/feeds/${added.uid}`, feedForm({ text: 'Altul' }), {
      from: `/feeds/${added.uid}`,
    })
    expect(edited.page?.props.errors).toEqual({})
    ;({ etag } = await expectChanged(path, etag))

    const scheduled = await client.submit(
      'PUT',
      `/feeds/${added.uid}`,
      feedForm({ is_scheduled: true, scheduled_for: pickerTime(90) }),
      { from: `/feeds/${added.uid}` }
    )
    expect(scheduled.page?.props.errors).toEqual({})
    answer = await expectChanged(path, etag)
    expect(answer.uids).not.toContain(added.uid)
    etag = answer.etag

    // Due in a few seconds: not shown yet, so the tag holds; once due, it changes.
    const soon = seconds(4)
    const due = await createFeed(communityId, {
      text: 'Programată',
      is_scheduled: true,
      scheduled_for: soon,
      published_at: soon,
    })
    await expectCurrent(path, etag)
    await sleep(Math.max(0, soon.getTime() - Date.now()) + 500)
    answer = await expectChanged(path, etag)
    expect(answer.uids[0]).toBe(due.uid)
    etag = answer.etag

    const deleted = await client.submit('DELETE', `/feeds/${due.uid}/soft-delete`, undefined, {
      from: '/feeds',
    })
    expect(deleted.page?.flash.success).toBe('Feed-ul a fost șters.')
    answer = await expectChanged(path, etag)
    expect(answer.uids).not.toContain(due.uid)
  })

  test('the next reader gets the answer built for the same tag; an edit shows in the next one', async () => {
    const item = await createFeed(communityId, { text: 'Ediția întâi' })
    // The first answer with the item (once its addition is announced), then the next reader's.
    const firstText = await vi.waitFor(
      async () => {
        const reply = await read(path)
        const text = await reply.text()
        expect(text).toContain(item.uid)
        return text
      },
      { timeout: ANNOUNCED_WITHIN_MS, interval: 50 }
    )
    const again = await read(path)
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await again.text()).toBe(firstText)

    const edited = await client.submit(
      'PUT',
      `/feeds/${item.uid}`,
      feedForm({ text: 'Ediția a doua' }),
      {
        from: `/feeds/${item.uid}`,
      }
    )
    expect(edited.page?.props.errors).toEqual({})
    await vi.waitFor(
      async () => {
        const after = await read(path)
        const body = (await after.json()) as { data: { uid: string; text: string }[] }
        expect(body.data.find((row) => row.uid === item.uid)?.text).toBe('Ediția a doua')
      },
      { timeout: ANNOUNCED_WITHIN_MS, interval: 50 }
    )
  })

  test("a page's answer has its version's tag when its items and the next page's link a quiz and a quest", async () => {
    const admin = await createOrgAdmin([])
    const linked = `/api/communities/${await slugOf(admin.community.id)}/feed?per_page=1`
    const [quiz, quest] = await Promise.all([
      createQuiz(admin.community.id, { name: 'Quiz' }),
      createQuest(admin.community.id, { title: 'Provocare' }),
    ])
    // The page's item links the quest, the next page's first item the quiz.
    await createFeed(admin.community.id, {
      type: 'quiz',
      text: null,
      quiz_id: quiz.id,
      published_at: seconds(-120),
    })
    const first = await createFeed(admin.community.id, {
      type: 'quest',
      text: null,
      quest_id: quest.id,
      published_at: seconds(-60),
    })
    const reply = await read(linked)
    const body = (await reply.json()) as { data: { uid: string }[] }
    expect(body.data.map((item) => item.uid)).toEqual([first.uid])
    // The tag the answer was sent with is the one its version gives: a 304, not another 200.
    await expectCurrent(linked, reply.headers.get('etag')!)
  })

  test('an unknown community is still a 404', async () => {
    const reply = await read(`/api/communities/${unique('nimeni')}/feed`, '*')
    expect(reply.status).toBe(404)
  })
})

describe('GET /api/communities/{slug}/events', () => {
  let client: TestClient
  let communityId: number
  let slug: string
  let path: string

  beforeAll(async () => {
    const admin = await createOrgAdmin(['events-module'])
    communityId = admin.community.id
    client = await signedIn(admin.user)
    slug = await slugOf(communityId)
    path = `/api/communities/${slug}/events`
  })

  test('a strong ETag; 304 on a match; each page its own tag', async () => {
    const event = await createEvent(communityId, { start_at: seconds(7200), end_at: seconds(9000) })
    const reply = await read(path)
    expect(reply.status).toBe(200)
    const etag = reply.headers.get('etag')!
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    expect(reply.headers.get('last-modified')).toBeTruthy()
    expect(((await reply.json()) as { data: { uid: string }[] }).data[0].uid).toBe(event.uid)
    await expectCurrent(path, etag)
    expect(await tagOf(`${path}?page=2`)).not.toBe(etag)
  })

  test('If-Modified-Since alone is never enough; If-None-Match with no-cache still is', async () => {
    const event = await createEvent(communityId, {
      start_at: seconds(7200),
      end_at: seconds(9000),
      attendees_limit: 5,
    })
    // The first answer listing it (once its addition is announced).
    const first = await vi.waitFor(
      async () => {
        const reply = await read(path)
        expect(await reply.text()).toContain(event.uid)
        return reply
      },
      { timeout: ANNOUNCED_WITHIN_MS, interval: 50 }
    )
    const lastModified = first.headers.get('last-modified')!
    const etag = first.headers.get('etag')!
    // The client's cache revalidating as browsers and fetch() do: the tag and no-cache.
    const revalidated = await fetch(baseUrl + path, {
      headers: { 'if-none-match': etag, 'cache-control': 'no-cache' },
    })
    expect(revalidated.status).toBe(304)

    // A registration changes the places left but not the events' last change.
    const registered = await fetch(
      `${baseUrl}/api/communities/${slug}/events/${event.uid}/registrations`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrationForm({ email: `${unique('ion')}@example.test` })),
      }
    )
    expect(registered.status).toBe(201)
    await vi.waitFor(
      async () => {
        const reply = await fetch(baseUrl + path, {
          headers: { 'if-modified-since': lastModified },
        })
        expect(reply.status).toBe(200)
        expect(reply.headers.get('last-modified')).toBe(lastModified)
        const body = (await reply.json()) as { data: { uid: string; places_left: number }[] }
        expect(body.data.find((item) => item.uid === event.uid)?.places_left).toBe(4)
      },
      { timeout: ANNOUNCED_WITHIN_MS, interval: 50 }
    )
  })

  test('the tag changes when an event is added, edited, registered for, ends or is deleted', async () => {
    let etag = await tagOf(path)

    const added = await createEvent(communityId, {
      start_at: seconds(3600),
      end_at: seconds(5400),
      attendees_limit: 10,
    })
    let answer = await expectChanged(path, etag)
    expect(answer.uids[0]).toBe(added.uid)
    etag = answer.etag

    const edited = await client.submit(
      'POST',
      `/events/${added.uid}/edit`,
      eventTabForm({
        name: 'Atelier redenumit',
        event_visibility: 'public',
        start_date: pickerTime(60),
        end_date: pickerTime(90),
      }),
      { from: '/events' }
    )
    expect(edited.page?.props.errors).toEqual({})
    ;({ etag } = await expectChanged(path, etag))

    const registered = await fetch(
      `${baseUrl}/api/communities/${slug}/events/${added.uid}/registrations`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrationForm({ email: `${unique('ana')}@example.test` })),
      }
    )
    expect(registered.status).toBe(201)
    ;({ etag } = await expectChanged(path, etag))
    await expectCurrent(path, etag)

    // Under way until a few seconds from now: listed, then gone once it ends.
    const end = seconds(4)
    const ending = await createEvent(communityId, { start_at: seconds(-3600), end_at: end })
    answer = await expectChanged(path, etag)
    expect(answer.uids[0]).toBe(ending.uid)
    etag = answer.etag
    // Until it has ended (the time taken since it was created counts).
    await sleep(Math.max(0, end.getTime() - Date.now()) + 500)
    answer = await expectChanged(path, etag)
    expect(answer.uids).not.toContain(ending.uid)
    etag = answer.etag

    const deleted = await client.submit('DELETE', `/events/${added.uid}`, undefined, {
      from: '/events',
    })
    expect(deleted.page?.component).toBe('events/index')
    answer = await expectChanged(path, etag)
    expect(answer.uids).not.toContain(added.uid)
  })
})

describe('the server listening for announced changes', () => {
  /** The server's listener (LISTENER_NAME in app/services/shared/answer_versions.ts). */
  const listeners = async () => {
    const rows = await query<{ pid: number }>(
      `select pid from pg_stat_activity where application_name = 'comunitate-answer-versions'`
    )
    return rows.map((row) => row.pid)
  }

  test('its listener lost: a change made meanwhile is served; listening again, tags are kept again', async () => {
    const admin = await createOrgAdmin(['events-module'])
    const path = `/api/communities/${await slugOf(admin.community.id)}/feed`
    const item = await createFeed(admin.community.id, { text: 'Înainte' })
    let etag = await tagOf(path)
    await expectCurrent(path, etag)

    const lost = await listeners()
    expect(lost.length).toBeGreaterThan(0)
    await query(`select pg_terminate_backend(pid) from unnest($1::int[]) as pid`, [lost])
    const stillListening = async () => {
      const pids = await listeners()
      return pids.filter((pid) => lost.includes(pid))
    }
    await expect.poll(stillListening).toEqual([])
    // No announcement reaches the server while it does not listen.
    const edit = (text: string) =>
      query(`update feeds set text = $1, updated_at = now() where id = $2`, [text, item.id])
    await edit('În timpul pierderii')
    ;({ etag } = await expectChanged(path, etag))

    // It listens again a moment later, and hears the next change.
    await expect.poll(listeners, { timeout: 10_000 }).not.toEqual([])
    await expectCurrent(path, etag)
    await edit('După')
    await expectChanged(path, etag)
  })
})
