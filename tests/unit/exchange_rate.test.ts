/**
 * The rate fallback chain against a local stub of the BNR feed: feed ok,
 * feed down with a stored rate, feed down on a fresh install, malformed XML.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  currentExchangeRate,
  parseBnrFeed,
  parseBnrRates,
  rateOfDay,
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
    async before(day) {
      const date = [...rows.keys()]
        .filter((stored) => stored < day)
        .sort()
        .at(-1)
      return date ? { date, eurron: rows.get(date)! } : null
    },
    async saveMany(rates) {
      for (const { date, eurron } of rates) rows.set(date, eurron)
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

describe('rateOfDay: the BNR rate an invoice issued on a day carries', () => {
  const rateOptions = (store: RateStore, today: string, yearUrl = stub.yearUrl) => ({
    store,
    today,
    feedUrl: stub.url,
    yearUrl,
    log: recordingLog(),
  })

  test("a weekday: the day before's rate, read from the store alone", async () => {
    const { store } = memoryStore({ date: '2026-11-24', eurron: 5.0902 })
    const before = stub.requests()
    expect(await rateOfDay('2026-11-25', rateOptions(store, '2026-11-25'))).toEqual({
      date: '2026-11-24',
      eurron: 5.0902,
    })
    expect(stub.requests()).toBe(before)
  })

  test("a Monday: Friday's rate (the weekend has none)", async () => {
    const { store } = memoryStore({ date: '2026-11-20', eurron: 5.0873 })
    const before = stub.requests()
    expect(await rateOfDay('2026-11-23', rateOptions(store, '2026-11-23'))).toEqual({
      date: '2026-11-20',
      eurron: 5.0873,
    })
    expect(stub.requests()).toBe(before)
  })

  test("a missing past date: BNR's yearly file is read and stored; its bank holidays count as such", async () => {
    const { store, rows } = memoryStore()
    const options = { ...rateOptions(store, '2026-12-10'), readYears: new Map<number, string>() }
    expect(await rateOfDay('2026-11-25', options)).toEqual({ date: '2026-11-24', eurron: 5.0902 })
    expect(rows.size).toBe(12)
    // 30 November and 1 December are holidays: a 2 December invoice takes 27 November's rate,
    // without reading the file again the same day.
    const asked = stub.paths().length
    expect(await rateOfDay('2026-12-02', options)).toEqual({ date: '2026-11-27', eurron: 5.0938 })
    expect(stub.paths().length).toBe(asked)
  })

  test('not published yet, or BNR unreachable: no rate (the invoice needs a manual one)', async () => {
    // Monday morning, an invoice dated Tuesday: Monday's rate is not in the daily feed yet.
    const { store } = memoryStore({ date: '2026-11-20', eurron: 5.0873 })
    expect(await rateOfDay('2026-11-24', rateOptions(store, '2026-11-23'))).toBeNull()
    expect(stub.paths().at(-1)).toBe('/nbrfxrates.xml')
    // A past day whose yearly file cannot be read.
    const closed = await startBnrStub()
    await closed.stop()
    const empty = memoryStore().store
    expect(
      await rateOfDay('2026-11-25', rateOptions(empty, '2026-12-10', closed.yearUrl))
    ).toBeNull()
  })

  test('parseBnrRates reads every cube of a yearly file', () => {
    const rates = parseBnrRates(
      '<Cube date="2026-01-05"><Rate currency="EUR">5.1</Rate></Cube><Cube date="2026-01-06"><Rate currency="EUR">5.2</Rate></Cube>'
    )
    expect(rates).toEqual([
      { date: '2026-01-05', eurron: 5.1 },
      { date: '2026-01-06', eurron: 5.2 },
    ])
  })
})
