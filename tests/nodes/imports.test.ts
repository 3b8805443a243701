/**
 * The queue over nodes (docs/deployment.md): a contact import sent to node A is run
 * by the separate worker (the web nodes have QUEUE_WORKERS=off) and its report read through
 * node B. Fails if the web nodes work the queue themselves.
 */
import { afterEach, describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { countInCommunity, query } from '../support/db.ts'
import { tenants } from '../http/helpers/contacts.ts'
import { finished, slowMemberships, start, utf8 } from '../http/helpers/contact_imports.ts'
import { startWorker } from './stack.ts'

const [nodeA, nodeB] = inject('nodes')

let worker: ReturnType<typeof startWorker> | null = null
afterEach(async () => {
  await worker?.stop()
  worker = null
})

/** The import's job in the queue: its state and how many times it was tried again. */
async function jobOf(importId: number) {
  const rows = await query(
    `select state, retry_count from pgboss.job where name = 'import-contacts' and data->>'importId' = $1`,
    [String(importId)]
  )
  return rows
}

/** An org-admin of a new community, signed in through node A, the same session on node B. */
async function signedInOnBoth() {
  const world = await tenants()
  const onA = new TestClient(nodeA)
  await onA.login(world.user.email, world.user.password)
  const onB = new TestClient(nodeB)
  onB.cookies = onA.cookies
  return { world, onA, onB }
}

/** The import's status as node B reports it. */
async function statusOnB(client: TestClient, uid: string) {
  const reply = await client.request('GET', `/contacts/imports/${uid}`, { json: true })
  expect(reply.status).toBe(200)
  return reply.json().status as string
}

describe('a contact import over two nodes and a worker', () => {
  test('sent to A, waits for a worker, run by it, its report read through B', async () => {
    const { world, onA, onB } = await signedInOnBoth()

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

  test('the worker killed in the middle of an import: another worker takes it again and it is written once', async () => {
    const { world, onA, onB } = await signedInOnBoth()
    const people = Array.from({ length: 40 }, (_, n) => `Ana${n},ana.${n}@ex.ro`)
    // The import's write stops at its list memberships (each waits), contacts already inserted.
    const undo = await slowMemberships(world.community.id, 0.2)
    let undone = false
    try {
      const sent = await start(onA, 'membri.csv', utf8(['Prenume,Email', ...people].join('\n')), {
        columnMapping: { Prenume: 'prenume', Email: 'email' },
        newList: { title: 'Membri', description: '' },
      })
      expect(sent.status, sent.text).toBe(202)
      const uid = sent.json().id as string

      worker = startWorker(inject('workerEnv'))
      let inTheMiddle = false
      // The worker boots first (seconds, more on a busy machine).
      const until = Date.now() + 60_000
      while (Date.now() < until && !inTheMiddle) {
        const sleeping = await query(
          `select 1 from pg_stat_activity where wait_event = 'PgSleep' and query like '%contact_list_members%'`
        )
        inTheMiddle = sleeping.length > 0
        if (!inTheMiddle) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(inTheMiddle).toBe(true)
      worker.process.kill('SIGKILL')
      expect(await worker.exited).toBe(null)
      worker = null
      expect(await statusOnB(onB, uid)).toBe('running')

      // Its transaction ends with it (once the database sees the connection gone): nothing kept.
      await undo()
      undone = true
      expect(await countInCommunity('contacts', world.community.id)).toBe(0)

      worker = startWorker(inject('workerEnv'))
      const report = await finished(onB, uid, 900)
      expect(report).toMatchObject({ status: 'done', created: 40 })
      expect(await countInCommunity('contacts', world.community.id)).toBe(40)
      expect(await countInCommunity('contact_list_members', world.community.id)).toBe(40)
      const [{ id: importId }] = await query(`select id from imports where community_id = $1`, [
        world.community.id,
      ])
      // One job, failed once by its silence and completed by the second worker (the queue marks it
      // completed a moment after the import has written its report).
      await expect
        .poll(() => jobOf(importId), { timeout: 10_000 })
        .toEqual([{ state: 'completed', retry_count: 1 }])
    } finally {
      if (!undone) await undo()
    }
  }, 150_000)
})
