/**
 * Money as the product form and the server both read it (the validators and the browser
 * share it as `#shared/money` / `@shared/money`; typed text is read by number_format.ts).
 * Amounts are integer cents, never floats; the EUR→RON rate is a decimal
 * string or number with at most 4 decimals (the BNR publishes 4).
 */

import { parseDecimal, unitsToInput, type DecimalProblem } from './number_format.js'

/** The largest price: 1,000,000.00 EUR, in cents. */
export const MAX_PRICE_CENTS = 100_000_000

/** Why an amount typed by the user is refused, or null when it is fine. */
export type AmountProblem = DecimalProblem

/**
 * What the user typed ("4.500,50", "12,5", 7), in cents, or the reason it is refused: not a
 * number ("abc", "1e9"), negative ("-1"), more than 2 decimals ("12,345"), read two ways
 * ("12.50", "1,234.5": number_format.ts), or above 1,000,000 EUR.
 */
export function parseEuroAmount(
  input: unknown
): { cents: number; problem?: undefined } | { cents?: undefined; problem: AmountProblem } {
  const amount = parseDecimal(input, 2)
  if (amount.problem) return { problem: amount.problem }
  if (amount.units > MAX_PRICE_CENTS) return { problem: 'max' }
  return { cents: amount.units }
}

/** The rate in ten-thousandths (4.9771 → 49771), or null when it is not a positive rate. */
function rateUnits(rate: number | string): number | null {
  const value = typeof rate === 'number' ? rate : Number(String(rate).trim())
  if (!Number.isFinite(value) || value <= 0) return null
  return Math.round(value * 10_000)
}

/**
 * Cents in whole RON at the EUR→RON rate (spec §9): rounded to 0 decimals, halves up
 * (12.50 × 5 = 62.5 → 63). Computed in integers (cents × rate in ten-thousandths), so no
 * float error moves a half; a missing or broken rate gives 0.
 */
export function centsToRon(cents: number, rate: number | string): number {
  const units = rateUnits(rate)
  if (units === null) return 0
  // cents × units is at most 1e8 × 1e6 = 1e14 < 2^53: exact.
  return Math.floor((cents * units + 500_000) / 1_000_000)
}

/** The RON value of a EUR amount typed in the form; anything unparseable (or refused) gives 0. */
export function ronValue(eur: unknown, rate: number | string): number {
  const amount = parseEuroAmount(eur)
  return amount.cents === undefined ? 0 : centsToRon(amount.cents, rate)
}

/** Cents as the form shows them, read back the same: "12,50", "4.500" (no ",00"). */
export function centsToInput(cents: number): string {
  return unitsToInput(cents, 2)
}

/** Cents as a decimal string for tables and JSON ("12.50"). */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
