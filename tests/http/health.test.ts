/**
 * GET /health: what a load balancer asks each node. 200 when the node reaches the
 * database and the queue (pg-boss's schema), 503 naming what it cannot reach; no session, no
 * cookie, nothing else in the answer.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { freePort, startAppServer } from '../support/stack.ts'

const baseUrl = inject('baseUrl')

describe('GET /health', () => {
  test('a node that reaches the database and the queue answers 200, without a cookie', async () => {
    const reply = await fetch(`${baseUrl}/health`)

    expect(reply.status).toBe(200)
    expect(await reply.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok' })
    expect(reply.headers.get('set-cookie')).toBeNull()
    expect(reply.headers.get('cache-control')).toBe('no-store')
  })

  describe('on a node whose database is unreachable', () => {
    let node: Awaited<ReturnType<typeof startAppServer>>
    let closedPort: number

    beforeAll(async () => {
      // The same database's address on a port where nothing listens.
      const url = new URL(inject('databaseUrl'))
      closedPort = await freePort()
      url.port = String(closedPort)
      node = await startAppServer(url.toString(), {
        // The sign-in page (which the start waits for) needs no database this way.
        SESSION_DRIVER: 'cookie',
        LIMITER_STORE: 'memory',
        QUEUE_WORKERS: 'off',
      })
    }, 120_000)

    afterAll(async () => {
      await node?.stop()
    })

    test('answers 503 naming the database and the queue, and no more', async () => {
      const reply = await fetch(`${node.baseUrl}/health`)

      expect(reply.status).toBe(503)
      const text = await reply.text()
      expect(JSON.parse(text)).toEqual({ status: 'error', database: 'error', queue: 'error' })
      expect(text).not.toMatch(/ECONNREFUSED|password|postgres/i)
      expect(text).not.toContain(String(closedPort))
      expect(reply.headers.get('set-cookie')).toBeNull()
    })
  })
})
