/**
 * The OpenAPI document of the API (app/openapi/document.ts) as the app serves it: a valid
 * OpenAPI 3.1 document whose examples match their schemas, cacheable, and its reference page
 * served with its renderer from this server (no CDN). That every answer of the other tests
 * matches it: tests/support/openapi_check.ts; that every /api/ route is in it:
 * tests/http/generated/openapi_routes.test.ts.
 */
import { Validator } from '@seriousme/openapi-schema-validator'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { OpenApiCheck } from '../support/openapi_check.ts'

const baseUrl = inject('baseUrl')
type Json = Record<string, any>

let document: Json

beforeAll(async () => {
  const reply = await fetch(`${baseUrl}/api/openapi.json`)
  document = await reply.json()
})

/** Every operation of the document with its path and method. */
function operations() {
  return Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json)
      .filter(([method]) => ['get', 'put', 'post', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ path, method, operation: operation as Json }))
  )
}

const resolve = (value: Json): Json =>
  typeof value?.$ref === 'string'
    ? resolve(
        value.$ref
          .slice(2)
          .split('/')
          .reduce((node: Json, key: string) => node[key], document)
      )
    : value

describe('the OpenAPI document', () => {
  test('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toMatch(/^3\.1\./)
  })

  test('names this server, the member token and the languages', () => {
    expect(document.servers).toEqual([{ url: new URL(baseUrl).origin, description: 'This server' }])
    expect(document.components.securitySchemes.memberToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
    for (const { path, method, operation } of operations()) {
      const names = (operation.parameters ?? []).map((p: Json) => resolve(p).name)
      expect(names, `${method} ${path}`).toContain('Accept-Language')
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('500')
    }
  })

  test('every example matches its schema, and every JSON success has one', () => {
    const check = new OpenApiCheck(document)
    const problems: string[] = []
    for (const { path, method, operation } of operations()) {
      const url = path.replace(/\{[^}]+\}/g, 'x')
      for (const [status, listed] of Object.entries(operation.responses as Json)) {
        const json = resolve(listed).content?.['application/json']
        if (!json) continue
        if (json.example === undefined) {
          if (status.startsWith('2')) problems.push(`${method} ${path} ${status}: no example`)
          continue
        }
        const body = JSON.stringify(json.example)
        const answer = {
          method,
          url,
          status: Number(status),
          contentType: 'application/json',
          body,
        }
        problems.push(...check.problems(answer))
      }
      const request = operation.requestBody?.content?.['application/json']
      if (request?.example !== undefined) {
        const label = `${method} ${path} request example`
        problems.push(...check.valueProblems(label, request.schema, request.example))
      }
    }
    expect(problems).toEqual([])
  })

  test('is served cacheable: an ETag, then 304 while it is current; no cookie; any origin', async () => {
    const first = await fetch(`${baseUrl}/api/openapi.json`, {
      headers: { origin: 'https://app.example' },
    })
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toMatch(/^application\/json/)
    expect(first.headers.get('cache-control')).toMatch(/public/)
    expect(first.headers.get('access-control-allow-origin')).toBeTruthy()
    expect(first.headers.getSetCookie()).toEqual([])
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await fetch(`${baseUrl}/api/openapi.json`, {
      headers: { 'if-none-match': etag! },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })
})

describe('the reference page /api/docs', () => {
  test('loads its renderer from this server only', async () => {
    const page = await fetch(`${baseUrl}/api/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self'`)
    expect(csp).not.toMatch(/https?:/)
    const html = await page.text()
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])
    expect(sources.length).toBeGreaterThanOrEqual(3)
    for (const source of sources) {
      expect(source, 'a path on this server').toMatch(/^\/api\/docs\//)
      const asset = await fetch(baseUrl + source)
      expect(asset.status, source).toBe(200)
      expect(asset.headers.get('content-type'), source).toMatch(/^text\/(css|javascript)/)
      const text = await asset.text()
      expect(text.length, source).toBeGreaterThan(20)
    }
    const start = await fetch(`${baseUrl}/api/docs/reference.js`)
    expect(await start.text()).toContain(`url: '/api/openapi.json'`)
  })
})
