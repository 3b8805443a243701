/**
 * The queue over nodes (issue 32; docs/deployment.md): a contact import sent to node A is run
 * by the separate worker (the web nodes have QUEUE_WORKERS=off) and its report read through
 * node B. Fails if the web nodes work the queue themselves.
 */
import { afterEach, describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { countInCommunity } from '../support/db.ts'
import { tenants } from '../http/helpers/contacts.ts'
import { finished, start, utf8 } from '../http/helpers/imports.ts'
import { startWorker } from './stack.ts'

const [nodeA, nodeB] = inject('nodes')

let worker: ReturnType<typeof startWorker> | null = null
afterEach(async () => {
  await worker?.stop()
  worker = null
})

/** The import's status as node B reports it. */
async function statusOnB(client: TestClient, uid: string) {
  const reply = await client.request('GET', `/contacts/imports/${uid}`, { json: true })
  expect(reply.status).toBe(200)
  return reply.json().status as string
}

describe('a contact import over two nodes and a worker', () => {
  test('sent to A, waits for a worker, run by it, its report read through B', async () => {
    const world = await tenants()
    const onA = new TestClient(nodeA)
    await onA.login(world.user.email, world.user.password)
    const onB = new TestClient(nodeB)
    onB.cookies = onA.cookies

    const sent = await start(
      onA,
      'membri.csv',
      utf8('Prenume,Email\nAna,ana@ex.ro\nIon,ion@ex.ro\n'),
      {
        columnMapping: { Prenume: 'prenume', Email: 'email' },
        newList: { title: 'Membri', description: '' },
      }
    )
    expect(sent.status, sent.text).toBe(202)
    const uid = sent.json().id as string

    // No worker yet: neither web node runs it.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(await statusOnB(onB, uid)).toBe('queued')
    expect(await countInCommunity('contacts', world.community.id)).toBe(0)

    worker = startWorker(inject('workerEnv'))
    const report = await finished(onB, uid)
    expect(report).toMatchObject({ status: 'done', created: 2 })
    expect(await countInCommunity('contacts', world.community.id)).toBe(2)
    expect(await worker.stop()).toBe(0)
  }, 60_000)
})
