/**
 * Money as the product form and the server both read it (no imports: the
 * validators and the browser share it as `#shared/money` / `@shared/money`).
 * Amounts are integer cents, never floats; the EUR→RON rate is a decimal
 * string or number with at most 4 decimals (the BNR publishes 4).
 */

/** The largest price: 1,000,000.00 EUR, in cents. */
export const MAX_PRICE_CENTS = 100_000_000

/** A plain amount: digits, optionally a comma or a dot and up to 2 decimals ("12,50", "12.5"). */
const AMOUNT = /^(\d{1,12})(?:[.,](\d{1,2}))?$/

/** Why an amount typed by the user is refused, or null when it is fine. */
export type AmountProblem = 'format' | 'negative' | 'decimals' | 'max'

/**
 * What the user typed, in cents, or the reason it is refused: not a number
 * ("abc", "1e9"), negative ("-1"), more than 2 decimals ("12.345"), or above
 * 1,000,000 EUR.
 */
export function parseEuroAmount(
  input: unknown
): { cents: number; problem?: undefined } | { cents?: undefined; problem: AmountProblem } {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : ''
  const trimmed = text.trim()
  const match = AMOUNT.exec(trimmed)
  if (!match) {
    if (/^-\s*\d+(?:[.,]\d*)?$/.test(trimmed)) return { problem: 'negative' }
    if (/^\d+[.,]\d{3,}$/.test(trimmed)) return { problem: 'decimals' }
    return { problem: 'format' }
  }
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  if (cents > MAX_PRICE_CENTS) return { problem: 'max' }
  return { cents }
}

/** The rate in ten-thousandths (4.9771 → 49771), or null when it is not a positive rate. */
function rateUnits(rate: number | string): number | null {
  const value = typeof rate === 'number' ? rate : Number(String(rate).trim())
  if (!Number.isFinite(value) || value <= 0) return null
  return Math.round(value * 10_000)
}

/**
 * The RON value of a EUR amount typed in the form (spec §9): EUR × rate,
 * rounded to 0 decimals, halves up (12.50 × 5 = 62.5 → 63). Computed in
 * integers (cents × rate in ten-thousandths), so no float error moves a
 * half. Anything unparseable (or refused) gives 0.
 */
export function ronValue(eur: unknown, rate: number | string): number {
  const amount = parseEuroAmount(eur)
  const units = rateUnits(rate)
  if (amount.cents === undefined || units === null) return 0
  // cents × units is at most 1e8 × 1e6 = 1e14 < 2^53: exact.
  return Math.floor((amount.cents * units + 500_000) / 1_000_000)
}

/** Cents as the form shows them: "12,50", "1000" (no thousands separators, so it parses back). */
export function centsToInput(cents: number): string {
  const whole = Math.floor(cents / 100)
  const rest = cents % 100
  return rest === 0 ? String(whole) : `${whole},${String(rest).padStart(2, '0')}`
}

/** Cents as a decimal string for tables and JSON ("12.50"). */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
