import pg from 'pg'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import {
  currentExchangeRate,
  rateCache,
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

/** The connection this process listens on for `exchange_rates_changed` (a trigger's NOTIFY). */
let listener: pg.Client | null = null

async function listenForChanges(changed: () => void, lost: () => void) {
  const client = new pg.Client({ connectionString: env.get('DATABASE_URL') })
  listener = client
  let ended = false
  const drop = () => {
    if (ended) return
    ended = true
    if (listener === client) listener = null
    lost()
    client.end().catch(() => {})
  }
  client.on('error', drop)
  client.on('end', drop)
  client.on('notification', changed)
  try {
    await client.connect()
    await client.query('listen exchange_rates_changed')
  } catch (error) {
    drop()
    throw error
  }
}

app.terminating(async () => {
  await listener?.end()
})

/**
 * The rate served, kept in this process until the table changes (every app
 * process hears the trigger's NOTIFY, whichever process or hand wrote the
 * row) and for a minute at most; while this process cannot listen, every
 * call reads the table. The newest row is served whatever today's date is.
 */
const cachedRate = rateCache(() => currentExchangeRate(databaseRateStore, defaultRate()), {
  subscribe: listenForChanges,
  maxAgeMs: 60_000,
  retryMs: 5_000,
})

/** The rate pages and GET /ajax/exchange-rate use: the database only, never the feed. */
export function exchangeRate() {
  return cachedRate.get()
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
