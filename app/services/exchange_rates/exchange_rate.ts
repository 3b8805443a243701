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
  /** The newest rate BNR published strictly before `day` (YYYY-MM-DD). */
  before(day: string): Promise<{ eurron: number; date: string } | null>
  saveMany(rates: { eurron: number; date: string }[]): Promise<void>
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
  return eurOfCube(cube[1], cube[2])
}

/** Every day's EUR rate of a BNR file: the daily feed has one cube, the yearly file one a banking day. */
export function parseBnrRates(xml: string): { eurron: number; date: string }[] {
  const rates: { eurron: number; date: string }[] = []
  for (const cube of xml.matchAll(/<Cube\s+date="(\d{4}-\d{2}-\d{2})"\s*>([\s\S]*?)<\/Cube>/g)) {
    const rate = eurOfCube(cube[1], cube[2])
    if (rate) rates.push(rate)
  }
  return rates
}

function eurOfCube(date: string, body: string): { eurron: number; date: string } | null {
  const rate =
    /<Rate\s+currency="EUR"(?:\s+multiplier="(\d+)")?\s*>\s*([0-9]+(?:\.[0-9]+)?)\s*<\/Rate>/.exec(
      body
    )
  if (!rate) return null
  const eurron = Number(rate[2]) / Number(rate[1] ?? 1)
  if (!Number.isFinite(eurron) || eurron <= 0 || eurron >= 100) return null
  if (Number.isNaN(Date.parse(date))) return null
  return { eurron: Math.round(eurron * 10_000) / 10_000, date }
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

/** Days a BNR gap may span (bank holidays and a weekend): older rates never apply. */
const WINDOW_DAYS = 10

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Monday to Friday between `from` and `to`, both excluded: the days BNR may have published. */
function weekdaysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = addDays(from, 1); day < to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    if (weekday !== 0 && weekday !== 6) days.push(day)
  }
  return days
}

export interface RateOfDayOptions {
  store: RateStore
  /** Today in Romania (YYYY-MM-DD): BNR's rate of a later day is not published yet. */
  today: string
  feedUrl: string
  /** BNR's yearly file of a year (same XML as the daily feed, one cube a banking day). */
  yearUrl: (year: number) => string
  log: RefreshOptions['log']
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
  /** Years whose file was read today (kept by the caller between calls): not read again. */
  readYears?: Map<number, string>
}

async function readRates(url: string, options: RateOfDayOptions) {
  const fetch = options.fetch ?? globalThis.fetch
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      headers: { accept: 'application/xml, text/xml' },
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const rates = parseBnrRates(await response.text())
    if (!rates.length) throw new Error('malformed file')
    await options.store.saveMany(rates)
    options.log.info({ url, rates: rates.length }, 'exchange rate: BNR file stored')
    return true
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error)
    options.log.warn({ url, problem }, 'exchange rate: BNR file unusable')
    return false
  }
}

/**
 * The BNR EUR→RON rate an invoice issued on `issueDay` carries: the last one BNR published
 * before that day (on a Monday, Friday's). When a banking day of that gap is not stored, BNR's
 * yearly file of its year is read (and the daily feed for today), every rate it holds stored;
 * a weekday still missing from the yearly file was a bank holiday. Null when BNR has no rate
 * for that day (not published yet, or BNR unreachable): the invoice then needs a manual rate.
 */
export async function rateOfDay(
  issueDay: string,
  options: RateOfDayOptions
): Promise<{ eurron: number; date: string } | null> {
  const windowStart = addDays(issueDay, -WINDOW_DAYS)
  const usable = (rate: { eurron: number; date: string } | null) =>
    rate && rate.date >= windowStart ? rate : null
  const stored = usable(await options.store.before(issueDay))
  const missing = weekdaysBetween(stored?.date ?? windowStart, issueDay)
  if (!missing.length) return stored

  const readYears = options.readYears ?? new Map<number, string>()
  const past = missing.filter((day) => day < options.today)
  let complete = true
  for (const year of new Set(past.map((day) => Number(day.slice(0, 4))))) {
    if (readYears.get(year) === options.today) continue
    if (await readRates(options.yearUrl(year), options)) readYears.set(year, options.today)
    else complete = false
  }
  if (missing.some((day) => day >= options.today)) {
    await readRates(options.feedUrl, options)
  }
  const found = usable(await options.store.before(issueDay))
  if (!found || !complete) return null
  // A weekday from today on without a rate: BNR has not published it yet.
  const unpublished = weekdaysBetween(found.date, issueDay).some((day) => day >= options.today)
  return unpublished ? null : found
}
