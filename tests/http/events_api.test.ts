/**
 * GET /api/communities/{slug}/events: the mobile app reads a community's upcoming public events
 * without a session, paged, soonest first.
 */
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { signedIn } from '../support/client.ts'
import { createOrgAdmin, query } from '../support/db.ts'
import { createEvent } from './helpers/events.ts'
import { fileForm, png } from './helpers/users.ts'

const baseUrl = inject('baseUrl')

/** An anonymous request, as the mobile app makes it (no cookies at all). */
function anonymous(path: string) {
  return fetch(baseUrl + path, { headers: { origin: 'https://app.example' }, redirect: 'manual' })
}

type Body = { data: Record<string, any>[]; meta: Record<string, number> }

/** The JSON of an anonymous request. */
async function json(path: string) {
  const reply = await anonymous(path)
  return (await reply.json()) as Body
}

async function slugOf(communityId: number) {
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  return row.slug
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000)

let community: { id: number }
let slug: string

beforeAll(async () => {
  ;({ community } = await createOrgAdmin(['events-module']))
  slug = await slugOf(community.id)
})

describe('GET /api/communities/{slug}/events', () => {
  test('upcoming public events only, soonest first, the fields the app shows; no cookies', async () => {
    const later = await createEvent(community.id, {
      name: 'Târg',
      start_at: hours(30),
      end_at: hours(33),
      attendees_price_cents: 1250,
      promises: ['Intrare liberă la atelier'],
    })
    const running = await createEvent(community.id, { start_at: hours(-1), end_at: hours(1) })
    await createEvent(community.id, { start_at: hours(-5), end_at: hours(-4) })
    await createEvent(community.id, { event_visibility: 'members', start_at: hours(2) })
    await createEvent(community.id, { event_visibility: 'private', start_at: hours(2) })
    const other = await createOrgAdmin(['events-module'])
    await createEvent(other.community.id, { start_at: hours(3) })

    const reply = await anonymous(`/api/communities/${slug}/events`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
    expect(reply.headers.get('set-cookie')).toBeNull()
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    expect(reply.headers.get('cache-control')).toBe('public, max-age=60')
    const body = (await reply.json()) as Body
    expect(body.data.map((event) => event.uid)).toEqual([running.uid, later.uid])
    expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 })
    expect(body.data[1]).toEqual({
      uid: later.uid,
      name: 'Târg',
      description: later.description,
      event_types: ['workshop'],
      event_promo: null,
      whom_text: later.whom_text,
      uvp_text: later.uvp_text,
      start_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      end_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      attendees_limit: 50,
      places_left: 50,
      full: false,
      waiting_list: false,
      attendees_price: '12.50',
      currency: 'EUR',
      promises: ['Intrare liberă la atelier'],
      address: null,
      latitude: null,
      longitude: null,
      primary_color: null,
      secondary_color: null,
      hero_image_url: null,
      trust_el_image_url: null,
    })
    expect(new Date(body.data[1].start_at).getTime()).toBe(later.start_at.getTime())
  })

  test('paged: ?page= and ?per_page= (at most 50; anything else the default)', async () => {
    const { community: paged } = await createOrgAdmin(['events-module'])
    const made = []
    for (let i = 0; i < 3; i++) {
      made.push(await createEvent(paged.id, { start_at: hours(10 + i), end_at: hours(11 + i) }))
    }
    const pagedSlug = await slugOf(paged.id)
    const second = await json(`/api/communities/${pagedSlug}/events?per_page=2&page=2`)
    expect(second.data.map((event) => event.uid)).toEqual([made[2].uid])
    expect(second.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 })
    for (const paging of ['per_page=500', 'per_page=abc&page=-3', 'page[]=2']) {
      const body = await json(`/api/communities/${pagedSlug}/events?${paging}`)
      expect(body.meta).toMatchObject({ current_page: 1, per_page: 20, total: 3 })
    }
  })

  test('an unknown slug, a community without the events module, a malformed slug: 404', async () => {
    const { community: plain } = await createOrgAdmin([])
    await createEvent(plain.id)
    for (const path of [
      '/api/communities/nu-exista-deloc/events',
      `/api/communities/${await slugOf(plain.id)}/events`,
      '/api/communities/Bad_Slug/events',
    ]) {
      const reply = await anonymous(path)
      expect(reply.status).toBe(404)
      expect(reply.headers.get('set-cookie')).toBeNull()
    }
  })

  test("an event's images: URLs in the list, served without a session; none for an event the API does not show", async () => {
    const { user, community: own } = await createOrgAdmin(['events-module'])
    const ownSlug = await slugOf(own.id)
    const client = await signedIn(user)
    const shown = await createEvent(own.id, { start_at: hours(5), end_at: hours(6) })
    const hidden = await createEvent(own.id, { event_visibility: 'members', start_at: hours(5) })
    const ended = await createEvent(own.id, { start_at: hours(-5), end_at: hours(-4) })
    for (const event of [shown, hidden, ended]) {
      const form = fileForm('heroImage', await png(), 'poza.png', 'image/png')
      form.append('image_type', 'heroImage')
      const saved = await client.submit(
        'POST',
        `/events/${event.uid}/image/hero_image`,
        undefined,
        {
          form,
          from: `/events/${event.uid}?tab=sales`,
        }
      )
      expect(saved.page?.props.errors).toEqual({})
    }

    const body = await json(`/api/communities/${ownSlug}/events`)
    expect(body.data).toHaveLength(1)
    const url = body.data[0].hero_image_url as string
    expect(url).toMatch(
      new RegExp(`^/api/communities/${ownSlug}/events/${shown.uid}/image/hero_image\\?t=\\d+$`)
    )
    expect(body.data[0].trust_el_image_url).toBeNull()

    const image = await anonymous(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('set-cookie')).toBeNull()
    const bytes = await image.arrayBuffer()
    expect(bytes.byteLength).toBeGreaterThan(0)

    for (const path of [
      `/api/communities/${ownSlug}/events/${shown.uid}/image/trust_el_image`,
      `/api/communities/${ownSlug}/events/${hidden.uid}/image/hero_image`,
      `/api/communities/${ownSlug}/events/${ended.uid}/image/hero_image`,
      `/api/communities/${slug}/events/${shown.uid}/image/hero_image`,
    ]) {
      const refused = await anonymous(path)
      expect(refused.status, path).toBe(404)
      expect(refused.headers.get('content-type')).not.toMatch(/^image\//)
    }
  })
})
