/**
 * CORS (config/cors.ts): the mobile app's JSON under /api/ is read from any origin, without
 * cookies; a browser's preflight is answered; the back-office's pages allow no other origin.
 */
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { createOrgAdmin, query } from '../support/db.ts'
import { createEvent } from './helpers/events.ts'

const baseUrl = inject('baseUrl')
const ORIGIN = 'https://app.example'

let slug: string
let eventUid: string

beforeAll(async () => {
  const { community } = await createOrgAdmin(['events-module'])
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    community.id,
  ])
  slug = row.slug
  const event = await createEvent(community.id)
  eventUid = event.uid
})

function preflight(path: string, method: string, headers = 'content-type') {
  return fetch(baseUrl + path, {
    method: 'OPTIONS',
    headers: {
      'origin': ORIGIN,
      'access-control-request-method': method,
      'access-control-request-headers': headers,
    },
  })
}

describe('CORS under /api/', () => {
  test("a preflight of the registration's JSON POST: any origin, POST, the headers asked, no cookies", async () => {
    const reply = await preflight(
      `/api/communities/${slug}/events/${eventUid}/registrations`,
      'POST'
    )
    expect(reply.status).toBe(204)
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    expect(reply.headers.get('access-control-allow-methods')?.split(',')).toContain('POST')
    expect(reply.headers.get('access-control-allow-headers')).toBe('content-type')
    expect(reply.headers.get('access-control-allow-credentials')).toBeNull()
    expect(reply.headers.get('set-cookie')).toBeNull()
    expect(await reply.text()).toBe('')
  })

  test('a preflight of a method the API does not take allows nothing', async () => {
    const reply = await preflight(`/api/communities/${slug}/events`, 'TRACE')
    expect(reply.headers.get('access-control-allow-origin')).toBeNull()
    expect(reply.headers.get('access-control-allow-methods')).toBeNull()
  })

  test("the member API's PATCH and DELETE with its Authorization header are allowed", async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const reply = await preflight('/api/member/me', method, 'authorization,content-type')
      expect(reply.headers.get('access-control-allow-origin'), method).toBe('*')
      expect(reply.headers.get('access-control-allow-methods')?.split(','), method).toContain(
        method
      )
      expect(reply.headers.get('access-control-allow-headers'), method).toMatch(/authorization/i)
    }
  })

  test('a GET and a refusal answer to any origin, without credentials', async () => {
    for (const [path, status] of [
      [`/api/communities/${slug}/events`, 200],
      ['/api/mobile-settings', 200],
      [`/api/communities/${slug}/feed`, 200],
      ['/api/communities/nu-exista-deloc/events', 404],
    ] as const) {
      const reply = await fetch(baseUrl + path, { headers: { origin: ORIGIN } })
      expect(reply.status, path).toBe(status)
      expect(reply.headers.get('access-control-allow-origin'), path).toBe('*')
      expect(reply.headers.get('access-control-allow-credentials'), path).toBeNull()
    }
  })
})

describe('outside /api/', () => {
  test('a page, a form post and a preflight allow no other origin', async () => {
    const page = await fetch(`${baseUrl}/login`, { headers: { origin: ORIGIN } })
    expect(page.status).toBe(200)
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
    const posted = await fetch(`${baseUrl}/login`, {
      method: 'POST',
      headers: { origin: ORIGIN },
      redirect: 'manual',
    })
    expect(posted.headers.get('access-control-allow-origin')).toBeNull()
    const asked = await preflight('/login', 'POST')
    expect(asked.headers.get('access-control-allow-origin')).toBeNull()
    expect(asked.headers.get('access-control-allow-methods')).toBeNull()
  })
})
