/**
 * The EUR→RON rate: read from the National Bank of Romania's daily
 * reference-rate XML feed, stored one row a day, and served from the
 * database only. No framework imports: the unit tests drive it with an
 * in-memory store and a local stub feed (docs/tenant.md, "Exchange rate").
 */

/** A day's rate: `date` is the BNR's publishing day (YYYY-MM-DD), null for the configured default. */
export type ExchangeRate = { eurron: number; date: string | null }

/** Where the rates are kept (the `exchange_rates` table; a Map in tests). */
export interface RateStore {
  latest(): Promise<{ eurron: number; date: string } | null>
  save(rate: { eurron: number; date: string }): Promise<void>
}

export interface RefreshOptions {
  feedUrl: string
  store: RateStore
  /** The rate of a fresh install that cannot reach the feed. */
  defaultRate: number
  log: {
    info(data: object, message: string): void
    warn(data: object, message: string): void
  }
  fetch?: typeof globalThis.fetch
  /** Give up on the feed after this long (default 10 s). */
  timeoutMs?: number
}

/** Where the rate being served comes from. */
export type RateSource = 'feed' | 'stored' | 'default'

/**
 * The EUR rate of a BNR feed (`<Cube date="…"><Rate currency="EUR">4.9771</Rate>`),
 * or null when the text is not such a feed or its EUR rate is not a plausible number.
 */
export function parseBnrFeed(xml: string): { eurron: number; date: string } | null {
  const cube = /<Cube\s+date="(\d{4}-\d{2}-\d{2})"\s*>([\s\S]*?)<\/Cube>/.exec(xml)
  if (!cube) return null
  const rate =
    /<Rate\s+currency="EUR"(?:\s+multiplier="(\d+)")?\s*>\s*([0-9]+(?:\.[0-9]+)?)\s*<\/Rate>/.exec(
      cube[2]
    )
  if (!rate) return null
  const eurron = Number(rate[2]) / Number(rate[1] ?? 1)
  if (!Number.isFinite(eurron) || eurron <= 0 || eurron >= 100) return null
  if (Number.isNaN(Date.parse(cube[1]))) return null
  return { eurron: Math.round(eurron * 10_000) / 10_000, date: cube[1] }
}

/**
 * Reads today's rate from the feed and stores it. When the feed cannot be
 * reached, answers an error or garbage, the last stored rate is kept, or on
 * a fresh install the configured default; each fallback is logged. Never throws.
 */
export async function refreshExchangeRate(
  options: RefreshOptions
): Promise<ExchangeRate & { source: RateSource }> {
  const fetch = options.fetch ?? globalThis.fetch
  let problem: string
  try {
    const response = await fetch(options.feedUrl, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      headers: { accept: 'application/xml, text/xml' },
    })
    if (response.ok) {
      const rate = parseBnrFeed(await response.text())
      if (rate) {
        await options.store.save(rate)
        options.log.info({ ...rate, feed: options.feedUrl }, 'exchange rate: stored')
        return { ...rate, source: 'feed' }
      }
      problem = 'malformed feed'
    } else {
      problem = `HTTP ${response.status}`
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error)
  }
  const fallback = await currentExchangeRate(options.store, options.defaultRate)
  options.log.warn(
    { feed: options.feedUrl, problem, ...fallback },
    `exchange rate: feed unusable, serving the ${fallback.source} rate`
  )
  return fallback
}

/** The rate pages use: the last stored one, else the configured default. Reads the store only. */
export async function currentExchangeRate(
  store: Pick<RateStore, 'latest'>,
  defaultRate: number
): Promise<ExchangeRate & { source: RateSource }> {
  const stored = await store.latest()
  if (stored) return { ...stored, source: 'stored' }
  return { eurron: defaultRate, date: null, source: 'default' }
}
