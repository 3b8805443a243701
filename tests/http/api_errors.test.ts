/**
 * Every answer under /api/ is JSON, errors included, whatever the caller's Accept header says:
 * a malformed slug or uid, an unknown path, a method the route does not take. The back-office
 * keeps its HTML error pages. (A server error in production: tests/http/production_errors.test.ts.)
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { bootTestApp } from '../support/app.ts'
import { createOrgAdmin, query } from '../support/db.ts'
import { nativeImport } from '../support/native_import.js'

const baseUrl = inject('baseUrl')

/** What a browser sends, what the mobile app sends, and nothing at all. */
const ACCEPTS = [
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'application/json',
  undefined,
]

let slug: string

beforeAll(async () => {
  const { community } = await createOrgAdmin(['events-module'])
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    community.id,
  ])
  slug = row.slug
})

/** The answer to an anonymous request, its body read as JSON (it must be JSON). */
async function jsonAnswer(method: string, path: string, accept: string | undefined) {
  const reply = await fetch(baseUrl + path, {
    method,
    headers: accept ? { accept } : {},
    redirect: 'manual',
  })
  const text = await reply.text()
  const where = `${method} ${path} (Accept: ${accept ?? 'none'})`
  expect(reply.headers.get('content-type'), `${where}: ${text.slice(0, 200)}`).toMatch(
    /^application\/json\b/
  )
  return { status: reply.status, body: JSON.parse(text) as Record<string, unknown>, where }
}

async function expectJson404(method: string, path: string) {
  for (const accept of ACCEPTS) {
    const { status, body, where } = await jsonAnswer(method, path, accept)
    expect(status, where).toBe(404)
    expect(Object.keys(body).length, where).toBeGreaterThan(0)
  }
}

describe('the public API answers JSON', () => {
  test('a malformed slug on the events and the feed', async () => {
    for (const bad of ['ABC_def', 'comunitatea-demo-', '-x', 'a%20b', 'x'.repeat(300)]) {
      await expectJson404('GET', `/api/communities/${bad}/events`)
      await expectJson404('GET', `/api/communities/${bad}/feed`)
    }
  })

  test('an unknown slug, a malformed uid or image type', async () => {
    await expectJson404('GET', '/api/communities/nu-exista-deloc/events')
    await expectJson404('GET', '/api/communities/nu-exista-deloc/feed')
    await expectJson404('GET', `/api/communities/${slug}/feed/not-a-uid/image`)
    await expectJson404('GET', `/api/communities/${slug}/events/not-a-uid/image/hero_image`)
    await expectJson404(
      'GET',
      `/api/communities/${slug}/events/0b9e0a36-4a7b-4c55-9c1e-1f2a3b4c5d6e/image/logo`
    )
  })

  test('an unknown path under /api/', async () => {
    for (const path of ['/api', '/api/', '/api/nothing-here', `/api/communities/${slug}`]) {
      await expectJson404('GET', path)
    }
  })

  test('a method the route does not take', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      await expectJson404(method, `/api/communities/${slug}/feed`)
      await expectJson404(method, `/api/communities/${slug}/events`)
      await expectJson404(method, '/api/mobile-settings')
    }
  })

  test('what works still answers as before', async () => {
    const { status, body } = await jsonAnswer('GET', `/api/communities/${slug}/feed`, ACCEPTS[0])
    expect(status).toBe(200)
    expect(body).toMatchObject({ data: [], meta: { page: 1, has_more: false } })
  })

  test('the back-office keeps its HTML pages (a path outside /api/)', async () => {
    const reply = await fetch(`${baseUrl}/apiary/nothing`, { headers: { accept: ACCEPTS[0]! } })
    expect(reply.status).toBe(404)
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await reply.text()).toContain('data-page="app"')
  })
})

/**
 * The errors no /api/ route raises today (a refused value, too many requests, a crash), raised
 * under /api/ in a server of this process that runs the app's own middleware and exception
 * handler: JSON too, whatever the Accept header.
 */
describe('the errors a future /api/ route may raise', () => {
  let server: Server
  let url: string

  beforeAll(async () => {
    const app = await bootTestApp(inject('databaseUrl'))
    const { ServerFactory } = await nativeImport('@adonisjs/core/factories/http')
    const { errors, LimiterResponse } = await nativeImport('@adonisjs/limiter')
    const { default: vine } = await nativeImport('@vinejs/vine')
    const adonis = new ServerFactory().merge({ app }).create()
    adonis.use([() => nativeImport('#middleware/api_json_middleware')])
    adonis.errorHandler(() => nativeImport('#exceptions/handler'))
    const router = adonis.getRouter()
    router.get('/api/refused', () =>
      vine.validate({ schema: vine.object({ page: vine.number() }), data: {} })
    )
    router.get('/api/throttled', () => {
      const limit = { limit: 5, remaining: 0, consumed: 6, availableIn: 60 }
      throw new errors.E_TOO_MANY_REQUESTS(new LimiterResponse(limit))
    })
    router.get('/api/crash', () => {
      throw new Error('crash')
    })
    await adonis.boot()
    server = createServer((req, res) => adonis.handle(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())))

  test.each([
    ['/api/refused', 422],
    ['/api/throttled', 429],
    ['/api/crash', 500],
  ])('GET %s answers %i as JSON', async (path, status) => {
    for (const accept of ACCEPTS) {
      const reply = await fetch(url + path, { headers: accept ? { accept } : {} })
      expect(reply.status).toBe(status)
      expect(reply.headers.get('content-type'), `Accept: ${accept}`).toMatch(/^application\/json/)
      expect(await reply.json()).toBeTruthy()
    }
  })
})
