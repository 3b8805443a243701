/**
 * An invoice's totals, computed the same way by the server (stored) and the
 * create form (shown while typing): integers only, halves rounded up.
 */

import { parseDecimal } from './number_format.js'

/**
 * The VAT rate in hundredths of a percent (21 → 2100, "19,5" → 1950), read as the server's
 * rule reads it (number_format.ts), or null when not a rate 0..100 with at most 2 decimals.
 */
export function vatHundredths(rate: number | string): number | null {
  const parsed = parseDecimal(rate, 2)
  return parsed.problem || parsed.units > 10_000 ? null : parsed.units
}

/** The EUR→RON rate in ten-thousandths (4.9771 → 49771). */
function rateUnits(rate: number | string): number {
  return Math.round(Number(rate) * 10_000)
}

export type InvoiceTotals = { vatCents: number; totalCents: number; totalRonBani: number }

/**
 * VAT = amount × rate (cents), total = amount + VAT, total in RON bani =
 * total × EUR→RON rate. 1e8 cents × 1e4 × 1e2 stays below 2^53: exact.
 */
export function invoiceTotals(
  amountCents: number,
  vatRate: number | string,
  eurRon: number | string
): InvoiceTotals {
  const vat = vatHundredths(vatRate) ?? 0
  const vatCents = Math.floor((amountCents * vat + 5_000) / 10_000)
  const totalCents = amountCents + vatCents
  const totalRonBani = centsToBani(totalCents, eurRon)
  return { vatCents, totalCents, totalRonBani }
}

/** A EUR amount in RON bani at the rate (halves up), for the tables' RON column. */
export function centsToBani(cents: number, eurRon: number | string): number {
  return Math.floor((cents * rateUnits(eurRon) + 5_000) / 10_000)
}
