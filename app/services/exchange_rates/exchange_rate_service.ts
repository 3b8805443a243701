import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import {
  currentExchangeRate,
  refreshExchangeRate,
  type RateStore,
} from '#services/exchange_rates/exchange_rate'

export const DEFAULT_BNR_FEED_URL = 'https://www.bnr.ro/nbrfxrates.xml'

/** The `exchange_rates` table: one row a day, the newest read by date. */
export const databaseRateStore: RateStore = {
  async latest() {
    const row = await db
      .from('exchange_rates')
      .select(db.raw(`eurron::float8 as eurron, to_char(date, 'YYYY-MM-DD') as date`))
      .orderBy('date', 'desc')
      .first()
    return row ? { eurron: Number(row.eurron), date: String(row.date) } : null
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
