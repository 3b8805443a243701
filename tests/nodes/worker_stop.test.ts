/**
 * The worker stopped (SIGTERM, as a deploy does) while it is still starting: it waits for its
 * start to finish, then stops cleanly with exit code 0 rather than failing under pg-boss's stop.
 */
import { expect, inject, test } from 'vitest'
import { query } from '../support/db.ts'
import { startWorker } from './stack.ts'

test('a worker stopped while it registers its schedules exits 0', async () => {
  // Only a working instance registers schedules: none left means the start has not reached them.
  // (The queue's tables are made by the first pg-boss to start, which may be this worker.)
  const registered = async () => {
    const [{ table }] = await query(`select to_regclass('pgboss.schedule')::text as table`)
    if (!table) return 0
    const [{ total }] = await query(`select count(*)::int as total from pgboss.schedule`)
    return total as number
  }
  if (await registered()) await query('delete from pgboss.schedule')
  const worker = startWorker(inject('workerEnv'))
  let seen = false
  try {
    for (let i = 0; i < 3000 && !seen; i++) {
      seen = (await registered()) > 0
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 10))
    }
  } finally {
    expect(await worker.stop()).toBe(0)
  }
  // The stop came while the start was under way, not before it.
  expect(seen).toBe(true)
}, 90_000)
