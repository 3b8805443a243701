/** Amounts are integer cents, never floats; the EUR→RON rate has the BNR's four decimals. */

import { formatWholeRon, parseDecimal, unitsToInput, type DecimalProblem } from './number_format.js'

export const MAX_PRICE_CENTS = 100_000_000

export type AmountProblem = DecimalProblem

export function parseEuroAmount(
  input: unknown
): { cents: number; problem?: undefined } | { cents?: undefined; problem: AmountProblem } {
  const amount = parseDecimal(input, 2)
  if (amount.problem) return { problem: amount.problem }
  if (amount.units > MAX_PRICE_CENTS) return { problem: 'max' }
  return { cents: amount.units }
}

function rateUnits(rate: number | string): number | null {
  const value = typeof rate === 'number' ? rate : Number(String(rate).trim())
  if (!Number.isFinite(value) || value <= 0) return null
  return Math.round(value * 10_000)
}

/** Whole RON, halves up, computed in integers so no float error moves a half; a broken rate gives 0. */
export function centsToRon(cents: number, rate: number | string): number {
  const units = rateUnits(rate)
  if (units === null) return 0
  // cents × units is at most 1e8 × 1e6 = 1e14 < 2^53: exact.
  return Math.floor((cents * units + 500_000) / 1_000_000)
}

/**
 * A EUR amount (cents) in RON beside it, on every screen that shows one: whole lei at the rate,
 * printed without decimals ("54.003 RON"). Invoices keep bani (invoice_totals.ts).
 */
export function formatRonOfCents(cents: number, rate: number | string): string {
  return formatWholeRon(centsToRon(cents, rate))
}

/** Anything unparseable (or refused) gives 0. */
export function ronValue(eur: unknown, rate: number | string): number {
  const amount = parseEuroAmount(eur)
  return amount.cents === undefined ? 0 : centsToRon(amount.cents, rate)
}

export function centsToInput(cents: number): string {
  return unitsToInput(cents, 2)
}

export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
