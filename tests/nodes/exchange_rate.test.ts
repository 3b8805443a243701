/**
 * The daily exchange-rate job over nodes (docs/deployment.md, "Where things live"):
 * the worker stores the rate and both web nodes serve it at once (each reads it per request,
 * no copy kept in a node).
 */
import { describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { query } from '../support/db.ts'
import { startBnrStub } from '../support/bnr_stub.ts'
import { tenants } from '../http/helpers/contacts.ts'
import { startWorker } from './stack.ts'

const [nodeA, nodeB] = inject('nodes')

describe('the exchange rate over two nodes', () => {
  test('changed by the worker’s daily job, served by node A and node B alike', async () => {
    const world = await tenants()
    const clients = [nodeA, nodeB].map((node) => new TestClient(node))
    for (const client of clients) await client.login(world.user.email, world.user.password)
    const served = () =>
      Promise.all(
        clients.map(async (client) => {
          const reply = await client.request('GET', '/ajax/exchange-rate', { json: true })
          return reply.json()
        })
      )

    await query('delete from exchange_rates')
    expect(await served()).toEqual([
      { eurron: 5, date: null },
      { eurron: 5, date: null },
    ])

    const feed = await startBnrStub('ok', inject('bnrFeedPort'))
    // No rate for today: the worker runs the daily job as it starts.
    const worker = startWorker(inject('workerEnv'))
    try {
      for (let i = 0; i < 300; i++) {
        const [{ stored }] = await query(`select count(*)::int as stored from exchange_rates`)
        if (stored > 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(await served()).toEqual([
        { eurron: 5.0873, date: '2026-11-20' },
        { eurron: 5.0873, date: '2026-11-20' },
      ])
    } finally {
      expect(await worker.stop()).toBe(0)
      await feed.stop()
    }
  }, 60_000)
})
