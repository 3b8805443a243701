/**
 * The rate fallback chain against a local stub of the BNR feed: feed ok,
 * feed down with a stored rate, feed down on a fresh install, malformed XML.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  currentExchangeRate,
  parseBnrFeed,
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
