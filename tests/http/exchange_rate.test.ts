/**
 * GET /ajax/exchange-rate and the daily refresh against a local stub of the
 * BNR feed (`node ace exchange-rate:refresh`, what the scheduled job runs):
 * feed ok, malformed, down; the route reads the database only.
 */
import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inject } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createUser, query } from '../support/db.ts'
import { aceEnv } from '../support/stack.ts'
import { startBnrStub } from '../support/bnr_stub.ts'
import { signedInOrgAdmin } from './helpers/tenant.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** The environment of an ace command on the test database, with the feed at `feedUrl`. */
const feedEnv = (feedUrl: string) => aceEnv(inject('databaseUrl'), { BNR_FEED_URL: feedUrl })

/** Runs the refresh as the job does (async: the stub answers meanwhile). */
async function refresh(feedUrl: string) {
  const result = await promisify(execFile)(process.execPath, ['ace', 'exchange-rate:refresh'], {
    cwd: root,
    encoding: 'utf8',
    env: feedEnv(feedUrl),
  })
  return result.stdout + result.stderr
}

async function rates() {
  return query(
    `select to_char(date, 'YYYY-MM-DD') as date, eurron::text from exchange_rates order by date`
  )
}

let client: TestClient
let stub: Awaited<ReturnType<typeof startBnrStub>>

beforeAll(async () => {
  ;({ client } = await signedInOrgAdmin())
  stub = await startBnrStub()
})
afterAll(() => stub.stop())

describe('the exchange rate, from the feed to GET /ajax/exchange-rate', () => {
  test('fresh install, feed down: the default rate, logged; feed ok: stored and served; malformed: the stored one stays', async () => {
    await query('delete from exchange_rates')
    const fresh = await client.request('GET', '/ajax/exchange-rate', { json: true })
    expect(fresh.status).toBe(200)
    expect(fresh.json()).toEqual({ eurron: 5, date: null })

    const closed = await startBnrStub()
    await closed.stop()
    expect(await refresh(closed.url)).toMatch(/feed unusable, serving the default rate/)
    expect(await rates()).toEqual([])

    stub.setMode('ok')
    expect(await refresh(stub.url)).toMatch(/5\.0873 \(2026-11-20, from feed\)/)
    expect(await rates()).toEqual([{ date: '2026-11-20', eurron: '5.0873' }])
    const served = await client.request('GET', '/ajax/exchange-rate', { json: true })
    expect(served.json()).toEqual({ eurron: 5.0873, date: '2026-11-20' })

    stub.setMode('broken')
    expect(await refresh(stub.url)).toMatch(/feed unusable, serving the stored rate/)
    stub.setMode('error')
    expect(await refresh(stub.url)).toMatch(/HTTP 503/)
    expect(await rates()).toEqual([{ date: '2026-11-20', eurron: '5.0873' }])
    const kept = await client.request('GET', '/ajax/exchange-rate', { json: true })
    expect(kept.json()).toEqual({
      eurron: 5.0873,
      date: '2026-11-20',
    })

    // The product form shows the rate and its day.
    const form = await client.visit('/products/create')
    expect(form.props.rate).toEqual({ eurron: 5.0873, date: '2026-11-20' })
  }, 60_000)

  test('a row written by another process is served on the next request', async () => {
    await query('delete from exchange_rates')
    await query(`insert into exchange_rates (date, eurron) values ('2026-11-19', 5.0712)`)
    for (let i = 0; i < 3; i++) {
      const reply = await client.request('GET', '/ajax/exchange-rate', { json: true })
      expect(reply.json()).toEqual({ eurron: 5.0712, date: '2026-11-19' })
    }
    await query(`update exchange_rates set eurron = 5.0799 where date = '2026-11-19'`)
    const updated = await client.request('GET', '/ajax/exchange-rate', { json: true })
    expect(updated.json()).toEqual({ eurron: 5.0799, date: '2026-11-19' })
    await query(`insert into exchange_rates (date, eurron) values ('2026-11-20', 5.0873)`)
    const newer = await client.request('GET', '/ajax/exchange-rate', { json: true })
    expect(newer.json()).toEqual({ eurron: 5.0873, date: '2026-11-20' })
  })

  test('node ace queue:work runs the rate job through pg-boss when today has no rate', async () => {
    await query('delete from exchange_rates')
    stub.setMode('ok')
    const served = stub.requests()
    const worker = spawn(process.execPath, ['ace', 'queue:work'], {
      cwd: root,
      env: feedEnv(stub.url),
      stdio: 'ignore',
    })
    try {
      const until = Date.now() + 45_000
      let stored = await rates()
      while (Date.now() < until && stored.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        stored = await rates()
      }
      expect(await rates()).toEqual([{ date: '2026-11-20', eurron: '5.0873' }])
      expect(stub.requests()).toBeGreaterThan(served)
    } finally {
      worker.kill('SIGTERM')
      await new Promise((resolve) => worker.once('exit', resolve))
    }
  }, 60_000)

  test('a super-admin is refused (403) and a guest goes to /login', async () => {
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const refused = await admin.request('GET', '/ajax/exchange-rate', { json: true })
    expect(refused.status).toBe(403)
    const guest = await new TestClient().request('GET', '/ajax/exchange-rate', { json: true })
    expect(guest.status).toBe(401)
  })
})
