/**
 * A server error in production tells the client a generic message and a
 * short error id, never the error's text (the SQL statement), nor a stack; the log line has
 * the id with the whole error.
 *
 * The server here is this run's app in production (NODE_ENV=production, the front end built
 * as `npm run build` builds it), whose database connection cannot see the app's tables (its
 * search_path names a schema that does not exist): signing in (POST /login) then fails in
 * PostgreSQL with `relation "users" does not exist`, a real route's real database error
 * (docs/decisions.md, "Production errors").
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { buildFrontEnd, startAppServer } from '../support/stack.ts'

const SIGN_IN = { email: 'ana@example.test', password: 'parola-test-1' }
/** What the error says in PostgreSQL and in Lucid, and a stack; none of it may reach the client. */
const LEAKS = [
  /relation/i,
  /select /i,
  /\\?"users\\?"/,
  /does not exist/i,
  /"stack"/,
  /\bat \S+ \(/,
  /node_modules|\.ts:\d+/,
]

let server: Awaited<ReturnType<typeof startAppServer>>

beforeAll(async () => {
  // The production root view reads the built assets' manifest.
  buildFrontEnd()
  const url = new URL(inject('databaseUrl'))
  url.searchParams.set('options', '-c search_path=no_such_schema')
  server = await startAppServer(url.toString(), {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    // Nothing but the sign-in reads the database: sessions in the cookie, limits in memory,
    // no queue worker, no Vite dev server.
    SESSION_DRIVER: 'cookie',
    LIMITER_STORE: 'memory',
    QUEUE_WORKERS: 'off',
    DEV_MODE: undefined,
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

/** The error id in a message ("… codul erorii: 1a2b3c4d."). */
function errorIdIn(text: string) {
  const id = /\b([0-9a-f]{8})\b/.exec(text)?.[1]
  expect(id, text).toBeDefined()
  return id!
}

type LogLine = { level?: number; errorId?: string; err?: { message?: string; stack?: string } }

/** The first line of the server's log that `matches` (the log is written a moment later). */
async function waitForLogLine(matches: (text: string) => boolean) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const line = server.log().split('\n').find(matches)
    if (line) return JSON.parse(line) as LogLine
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No such log line:\n${server.log().slice(-2000)}`)
}

/** The server's log line of that id: the whole error (its message, the statement, a stack). */
function logLineOf(id: string) {
  return waitForLogLine((text) => text.includes(`"errorId":"${id}"`))
}

function expectNoLeak(text: string) {
  for (const leak of LEAKS) expect(text, `the answer shows ${leak}`).not.toMatch(leak)
}

describe('a server error in production', () => {
  test('a JSON call gets the generic Romanian message and an id; the log has the error', async () => {
    const client = new TestClient(server.baseUrl)
    const reply = await client.request('POST', '/login', { body: SIGN_IN, json: true })

    expect(reply.status).toBe(500)
    const body = reply.json()
    expect(Object.keys(body)).toEqual(['message'])
    expect(body.message).toMatch(/^A apărut o eroare pe server\..*codul erorii: [0-9a-f]{8}\.$/)
    expectNoLeak(reply.text)

    const logged = await logLineOf(errorIdIn(body.message))
    expect(logged.err?.message).toMatch(/relation "users" does not exist/)
    expect(logged.err?.stack).toBeTruthy()
  })

  test('an Inertia visit gets the server error page with the id, nothing of the error', async () => {
    const client = new TestClient(server.baseUrl)
    const reply = await client.request('POST', '/login', { body: SIGN_IN, inertia: true })

    expect(reply.status).toBe(500)
    const page = reply.json()
    expect(page.component).toBe('errors/server_error')
    expect(page.props.errorId).toMatch(/^[0-9a-f]{8}$/)
    expectNoLeak(JSON.stringify(page.props))
    const logged = await logLineOf(page.props.errorId)
    expect(logged.err?.message).toMatch(/does not exist/)
  })

  test('a page loaded in full is the same page as HTML, with the id', async () => {
    const client = new TestClient(server.baseUrl)
    const reply = await client.request('POST', '/login', {
      body: SIGN_IN,
      headers: { accept: 'text/html' },
    })

    expect(reply.status).toBe(500)
    expect(reply.headers.get('content-type')).toMatch(/text\/html/)
    const json = /<script data-page="app" type="application\/json">(.*?)<\/script>/s.exec(
      reply.text
    )
    expect(json, reply.text.slice(0, 500)).not.toBeNull()
    const page = JSON.parse(json![1])
    expect(page.component).toBe('errors/server_error')
    expect(page.props.errorId).toMatch(/^[0-9a-f]{8}$/)
    expectNoLeak(reply.text)
    await logLineOf(page.props.errorId)
  })

  test('the public API answers JSON even to a browser: the message with the id', async () => {
    const reply = await fetch(`${server.baseUrl}/api/mobile-settings`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    })

    expect(reply.status).toBe(500)
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
    const text = await reply.text()
    const body = JSON.parse(text)
    expect(Object.keys(body)).toEqual(['error', 'message'])
    expect(body.error).toBe('server_error')
    expect(body.message).toMatch(/^A apărut o eroare pe server\..*codul erorii: [0-9a-f]{8}\.$/)
    expectNoLeak(text)
    await logLineOf(errorIdIn(body.message))
  })

  test('an English user gets the message in English', async () => {
    const client = new TestClient(server.baseUrl)
    await client.submit('POST', '/locale', { locale: 'en' }, { from: '/login' })
    const reply = await client.request('POST', '/login', { body: SIGN_IN, json: true })

    expect(reply.status).toBe(500)
    expect(reply.json().message).toMatch(/^Something went wrong on the server\..*[0-9a-f]{8}\.$/)
    expectNoLeak(reply.text)
  })

  test('a client error (a body too large) is logged as a warning without an error id', async () => {
    const reply = await fetch(`${server.baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(3_000_000) }),
    })

    expect(reply.status).toBe(413)
    const line = await waitForLogLine((text) => text.includes('"level":40'))
    expect(line).toHaveProperty('x-request-id')
    expect(line).not.toHaveProperty('errorId')
  })
})

/** What a framework's or a parser's own error says; none of it may reach a client. */
const INTERNAL = [
  /Cannot [A-Z]+:?\s*\//,
  /\bE_[A-Z_]{3,}\b/,
  /Maximum call stack/i,
  /Unexpected (token|end)|JSON at position|is not valid JSON|Invalid JSON/i,
  /URI malformed|Row not found|Internal server error/i,
]

const DEEP = '{"email":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}'
const REGISTER =
  '/api/communities/comunitatea-demo/events/0b9e0a36-4a7b-4c55-9c1e-1f2a3b4c5d6e/registrations'
const JSON_TYPE = { 'content-type': 'application/json' }

describe('hostile requests in production', () => {
  test.each([
    ['POST', REGISTER, 400, JSON_TYPE, DEEP],
    ['POST', REGISTER, 400, JSON_TYPE, '{"email":'],
    ['POST', REGISTER, 422, JSON_TYPE, '"abc"'],
    ['POST', REGISTER, 413, JSON_TYPE, JSON.stringify({ email: 'x'.repeat(2_000_000) })],
    ['POST', REGISTER, 500, { 'content-type': 'text/plain' }, 'email=ana@example.test'],
    ['POST', '/api/nothing-here', 404, JSON_TYPE, '{}'],
    ['PROPFIND', '/api/mobile-settings', 404, {}, undefined],
    ['GET', '/api/communities/%E0%A4%A/events', 400, {}, undefined],
  ])(
    '%s %s: %i in the API’s shape, nothing internal',
    async (method, path, status, headers, body) => {
      const reply = await fetch(server.baseUrl + path, { method, headers, body })
      const text = await reply.text()
      expect(reply.status, text.slice(0, 300)).toBe(status)
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
      expectNoLeak(text)
      for (const leak of INTERNAL) expect(text).not.toMatch(leak)
      const answer = JSON.parse(text) as Record<string, unknown>
      expect(Object.keys(answer).sort()).toEqual(['error', 'message'])
      expect(answer.error).toMatch(/^[a-z_]+$/)
    }
  )

  test.each([
    ['application/json', '{"message":'],
    ['application/vnd.api+json', ''],
    ['text/html', '<'],
  ])(
    'outside /api/, Accept %s: the app’s own answer to an unknown route and an unreadable body',
    async (accept, start) => {
      for (const [method, path, body] of [
        ['POST', '/nothing-here', '{}'],
        ['DELETE', '/login', undefined],
        ['POST', '/login', DEEP],
        ['POST', '/login', '{"email":'],
        ['GET', '/%E0%A4%A', undefined],
      ] as const) {
        const reply = await fetch(server.baseUrl + path, {
          method,
          headers: { accept, ...JSON_TYPE },
          body,
        })
        const text = await reply.text()
        expect(reply.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
        expect(reply.status, `${method} ${path}`).toBeLessThan(500)
        expect(text.startsWith(start), `${method} ${path}: ${text.slice(0, 200)}`).toBe(true)
        expectNoLeak(text)
        for (const leak of INTERNAL) expect(text, `${method} ${path}`).not.toMatch(leak)
      }
    }
  )
})
