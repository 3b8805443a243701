/**
 * The benchmarks' floor route (start/routes/bench.ts) exists only when the
 * server starts with BENCH_ROUTES=true (bench/load.ts): a server started
 * without it, as every deployment is, answers it as an unknown page.
 */
import { describe, expect, test } from 'vitest'
import { signedIn } from '../support/client.ts'
import { createUser } from '../support/db.ts'

describe('the benchmarks’ floor route', () => {
  test('is not found without BENCH_ROUTES, even for a signed-in super-admin', async () => {
    const client = await signedIn(await createUser({ role: 'super-admin' }))
    const page = await client.visit('/bench/floor')
    expect(page.status).toBe(404)
    expect(page.component).toBe('errors/not_found')
  })
})
