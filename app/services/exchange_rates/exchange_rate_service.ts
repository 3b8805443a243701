import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import {
  currentExchangeRate,
  rateOfDay,
  refreshExchangeRate,
  type RateStore,
} from '#services/exchange_rates/exchange_rate'
import { orgToday } from '#services/shared/org_time'

export const DEFAULT_BNR_FEED_URL = 'https://www.bnr.ro/nbrfxrates.xml'
export const DEFAULT_BNR_YEAR_URL = 'https://www.bnr.ro/files/xml/years/nbrfxrates{year}.xml'

// Raw: the rate as a JavaScript number and the day as its text, in PostgreSQL's casts.
const rateRow = () => db.raw(`eurron::float8 as eurron, to_char(date, 'YYYY-MM-DD') as date`)

/** The `exchange_rates` table: one row a day, the newest read by date. */
export const databaseRateStore: RateStore = {
  async latest() {
    const row = await db.from('exchange_rates').select(rateRow()).orderBy('date', 'desc').first()
    return row ? { eurron: Number(row.eurron), date: String(row.date) } : null
  },
  async before(day) {
    const row = await db
      .from('exchange_rates')
      .select(rateRow())
      .where('date', '<', day)
      .orderBy('date', 'desc')
      .first()
    return row ? { eurron: Number(row.eurron), date: String(row.date) } : null
  },
  async saveMany(rates) {
    if (!rates.length) return
    await db
      .table('exchange_rates')
      .multiInsert(rates.map(({ date, eurron }) => ({ date, eurron, created_at: new Date() })))
      .onConflict('date')
      .merge(['eurron'])
  },
  async save({ eurron, date }) {
    await db
      .table('exchange_rates')
      .insert({ date, eurron, created_at: new Date() })
      .onConflict('date')
      .merge(['eurron'])
  },
}

const defaultRate = () => env.get('EXCHANGE_RATE_DEFAULT') ?? 5

/**
 * The rate pages and GET /ajax/exchange-rate use: the newest stored row (one row of the
 * unique index on `date`), read on every call so that every process serves what the job
 * or a hand wrote; the database only, never the feed.
 */
export function exchangeRate() {
  return currentExchangeRate(databaseRateStore, defaultRate())
}

/** The daily job: today's rate from the BNR feed (BNR_FEED_URL), with the logged fallbacks. */
export function refreshRateFromFeed() {
  return refreshExchangeRate({
    feedUrl: env.get('BNR_FEED_URL') ?? DEFAULT_BNR_FEED_URL,
    store: databaseRateStore,
    defaultRate: defaultRate(),
    log: logger,
  })
}

/** Years whose BNR file this process read today. */
const readYears = new Map<number, string>()

/**
 * The BNR rate of an invoice delivered on `day` (YYYY-MM-DD; its VAT's exigibility): the last
 * one BNR published before it, read from the database, else from BNR's yearly file or daily
 * feed; null when BNR has none for that day (the invoice then takes a manual rate).
 */
export function bnrRateOfDay(day: string) {
  const yearUrl = env.get('BNR_YEAR_URL') ?? DEFAULT_BNR_YEAR_URL
  return rateOfDay(day, {
    store: databaseRateStore,
    today: orgToday(),
    feedUrl: env.get('BNR_FEED_URL') ?? DEFAULT_BNR_FEED_URL,
    yearUrl: (year) => yearUrl.replace('{year}', String(year)),
    log: logger,
    timeoutMs: 5_000,
    readYears,
  })
}
