/**
 * The rate fallback chain against a local stub of the BNR feed: feed ok,
 * feed down with a stored rate, feed down on a fresh install, malformed XML.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  currentExchangeRate,
  parseBnrFeed,
  rateCache,
  refreshExchangeRate,
  type RateStore,
} from '../../app/services/exchange_rates/exchange_rate.ts'
import { BNR_XML, BROKEN_XML, startBnrStub } from '../support/bnr_stub.ts'

function memoryStore(initial?: { eurron: number; date: string }) {
  const rows = new Map<string, number>(initial ? [[initial.date, initial.eurron]] : [])
  const store: RateStore = {
    async latest() {
      const date = [...rows.keys()].sort().at(-1)
      return date ? { date, eurron: rows.get(date)! } : null
    },
    async save({ date, eurron }) {
      rows.set(date, eurron)
    },
  }
  return { store, rows }
}

function recordingLog() {
  const lines: { level: string; message: string; data: object }[] = []
  return {
    lines,
    info: (data: object, message: string) => lines.push({ level: 'info', message, data }),
    warn: (data: object, message: string) => lines.push({ level: 'warn', message, data }),
  }
}

let stub: Awaited<ReturnType<typeof startBnrStub>>
beforeAll(async () => {
  stub = await startBnrStub()
})
afterAll(() => stub.stop())

describe('parseBnrFeed', () => {
  test("reads the EUR rate and the cube's day", () => {
    expect(parseBnrFeed(BNR_XML)).toEqual({ eurron: 5.0873, date: '2026-11-20' })
  })

  test.each([
    ['broken XML', BROKEN_XML],
    ['an HTML error page', '<html><body>Eroare</body></html>'],
    ['no EUR rate', '<Cube date="2026-11-20"><Rate currency="USD">4.4</Rate></Cube>'],
    [
      'a rate that is not a number',
      '<Cube date="2026-11-20"><Rate currency="EUR">n/a</Rate></Cube>',
    ],
    ['a zero rate', '<Cube date="2026-11-20"><Rate currency="EUR">0</Rate></Cube>'],
  ])('%s gives nothing', (_, xml) => {
    expect(parseBnrFeed(xml)).toBeNull()
  })
})

describe('refreshExchangeRate', () => {
  test('feed ok: the day is stored and served', async () => {
    stub.setMode('ok')
    const { store, rows } = memoryStore({ date: '2026-11-19', eurron: 5.01 })
    const log = recordingLog()
    const rate = await refreshExchangeRate({ feedUrl: stub.url, store, defaultRate: 5, log })
    expect(rate).toEqual({ eurron: 5.0873, date: '2026-11-20', source: 'feed' })
    expect(rows.get('2026-11-20')).toBe(5.0873)
    expect(await currentExchangeRate(store, 5)).toMatchObject({
      eurron: 5.0873,
      date: '2026-11-20',
    })
    expect(log.lines.map((line) => line.level)).toEqual(['info'])
  })

  test('feed down with a stored rate: the last stored rate, logged', async () => {
    stub.setMode('error')
    const { store, rows } = memoryStore({ date: '2026-11-19', eurron: 5.01 })
    const log = recordingLog()
    const rate = await refreshExchangeRate({ feedUrl: stub.url, store, defaultRate: 5, log })
    expect(rate).toEqual({ eurron: 5.01, date: '2026-11-19', source: 'stored' })
    expect(rows.size).toBe(1)
    expect(log.lines).toHaveLength(1)
    expect(log.lines[0]).toMatchObject({ level: 'warn', data: { problem: 'HTTP 503' } })
  })

  test('feed unreachable on a fresh install: the configured default, logged', async () => {
    const closed = await startBnrStub()
    await closed.stop()
    const { store, rows } = memoryStore()
    const log = recordingLog()
    const rate = await refreshExchangeRate({
      feedUrl: closed.url,
      store,
      defaultRate: 4.95,
      log,
      timeoutMs: 2000,
    })
    expect(rate).toEqual({ eurron: 4.95, date: null, source: 'default' })
    expect(rows.size).toBe(0)
    expect(log.lines[0]?.level).toBe('warn')
    expect(log.lines[0]?.message).toContain('default')
  })

  test('malformed XML: nothing stored, the last stored rate served', async () => {
    stub.setMode('broken')
    const { store, rows } = memoryStore({ date: '2026-11-18', eurron: 4.99 })
    const log = recordingLog()
    const rate = await refreshExchangeRate({ feedUrl: stub.url, store, defaultRate: 5, log })
    expect(rate).toEqual({ eurron: 4.99, date: '2026-11-18', source: 'stored' })
    expect([...rows.keys()]).toEqual(['2026-11-18'])
    expect(log.lines[0]).toMatchObject({ level: 'warn', data: { problem: 'malformed feed' } })
  })
})

describe('rateCache', () => {
  /** A cache over a counter of reads, with a clock and a subscription the test drives. */
  function cacheUnderTest() {
    let reads = 0
    let clock = 0
    let value = 'ieri'
    let failNext = false
    const subscription = {
      calls: 0,
      changed: () => {},
      lost: () => {},
      settle: (_ok: boolean) => {},
    }
    const cache = rateCache(
      async () => {
        reads++
        if (failNext) {
          failNext = false
          throw new Error('database down')
        }
        return value
      },
      {
        subscribe: (changed, lost) => {
          subscription.calls++
          subscription.changed = changed
          subscription.lost = lost
          return new Promise<void>((resolve, reject) => {
            subscription.settle = (ok) => (ok ? resolve() : reject(new Error('no listen')))
          })
        },
        maxAgeMs: 60_000,
        retryMs: 5_000,
        now: () => clock,
      }
    )
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
    return {
      cache,
      subscription,
      flush,
      /** A first call (which starts the subscription), then the subscription started or refused. */
      async subscribed(ok = true) {
        await cache.get()
        subscription.settle(ok)
        await flush()
      },
      reads: () => reads,
      tick: (ms: number) => (clock += ms),
      set: (next: string) => (value = next),
      failNextRead: () => (failNext = true),
    }
  }

  /** No new subscription before retryMs (5 s) has passed, one at the first call after. */
  async function expectRetryAfterRetryMs(t: ReturnType<typeof cacheUnderTest>) {
    t.tick(4_999)
    await t.cache.get()
    expect(t.subscription.calls).toBe(1)
    t.tick(1)
    await t.cache.get()
    expect(t.subscription.calls).toBe(2)
  }

  test('reads the store every time until the subscription is listening', async () => {
    const t = cacheUnderTest()
    expect(await t.cache.get()).toBe('ieri')
    expect(await t.cache.get()).toBe('ieri')
    expect(t.reads()).toBe(2)
    expect(t.subscription.calls).toBe(1)
  })

  test('listening: one read until a change, then the new rate', async () => {
    const t = cacheUnderTest()
    await t.subscribed()
    const reads = t.reads()
    expect(await t.cache.get()).toBe('ieri')
    expect(await t.cache.get()).toBe('ieri')
    expect(t.reads()).toBe(reads + 1)

    t.set('azi')
    t.subscription.changed()
    expect(await t.cache.get()).toBe('azi')
    expect(await t.cache.get()).toBe('azi')
    expect(t.reads()).toBe(reads + 2)
  })

  test('a copy is read again after maxAgeMs even without a change', async () => {
    const t = cacheUnderTest()
    await t.subscribed()
    await t.cache.get()
    t.set('azi')
    t.tick(59_999)
    expect(await t.cache.get()).toBe('ieri')
    t.tick(1)
    expect(await t.cache.get()).toBe('azi')
  })

  test('the subscription lost: every call reads the store, a new one is tried after retryMs', async () => {
    const t = cacheUnderTest()
    await t.subscribed()
    await t.cache.get()
    t.subscription.lost()
    t.set('azi')
    const reads = t.reads()
    expect(await t.cache.get()).toBe('azi')
    expect(await t.cache.get()).toBe('azi')
    expect(t.reads()).toBe(reads + 2)
    await expectRetryAfterRetryMs(t)
  })

  test('a subscription that cannot start: the store read every time, retried after retryMs', async () => {
    const t = cacheUnderTest()
    await t.subscribed(false)
    await t.cache.get()
    await t.cache.get()
    expect(t.reads()).toBe(3)
    await expectRetryAfterRetryMs(t)
  })

  test('a failed read is not kept', async () => {
    const t = cacheUnderTest()
    await t.subscribed()
    t.failNextRead()
    await expect(t.cache.get()).rejects.toThrow('database down')
    await t.flush()
    expect(await t.cache.get()).toBe('ieri')
  })
})
