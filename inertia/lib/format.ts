import { formatRonOfCents } from '@shared/money'
import { formatMoney, unitsOf, type Currency } from '@shared/number_format'

/** Dates and times as the staff read them, shared with the server (app/shared/date_format.ts). */
export { formatDate, formatDateTime, formatTime } from '@shared/date_format'

/**
 * Money, percentages and decimals, one format each on every screen, print and message
 * (app/shared/number_format.ts, shared with the server): "4.100,50 EUR", "9,5%", "4,9771".
 */
export { formatDecimal, formatMoney, formatPercent, unitsOf } from '@shared/number_format'

/** A stored decimal amount ("4100.50", as the transformers send it) with its currency. */
export function formatAmount(value: string | number, currency: Currency = 'EUR') {
  return formatMoney(unitsOf(value, 2), currency)
}

/** A stored EUR amount ("3500.00") in whole RON at the rate (spec §9): "17.420 RON". */
export function formatRonOf(eur: string | number, rate: number | string) {
  return formatRonOfCents(unitsOf(eur, 2), rate)
}
