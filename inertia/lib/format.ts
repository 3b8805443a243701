import { formatRonOfCents } from '@shared/money'
import { formatMoney, unitsOf, type Currency } from '@shared/number_format'
import { ORG_TIME_ZONE } from '@shared/time_zone'

/**
 * Dates and times as the staff read them (app/shared/time_zone.ts, DISPLAY_FORMATS): ro-RO's
 * order and 24-hour clock, always in the organization's zone, whatever the browser's.
 */
const orgParts = new Intl.DateTimeFormat('ro-RO', {
  timeZone: ORG_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

type Parts = { day: string; month: string; year: string; hour: string; minute: string }

/** A plain day (yyyy-MM-dd) is a calendar day: no zone moves it. */
const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function partsOf(value: string | null | undefined): Parts | null {
  if (!value) return null
  const day = PLAIN_DAY.exec(value)
  if (day) return { year: day[1], month: day[2], day: day[3], hour: '00', minute: '00' }
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) return null
  const parts = Object.fromEntries(
    orgParts.formatToParts(instant).map((part) => [part.type, part.value])
  )
  return parts as Parts
}

/** dd-MM-yyyy: a day (yyyy-MM-dd) as it is, an instant (ISO) on the organization's calendar. */
export function formatDate(value: string | null | undefined) {
  const parts = partsOf(value)
  return parts ? `${parts.day}-${parts.month}-${parts.year}` : ''
}

/** dd-MM-yyyy HH:mm, the organization's wall time of an instant (ISO). */
export function formatDateTime(value: string | null | undefined) {
  const parts = partsOf(value)
  return parts ? `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}` : ''
}

/** HH:mm, the organization's wall time of an instant (ISO). */
export function formatTime(value: string | null | undefined) {
  const parts = partsOf(value)
  return parts ? `${parts.hour}:${parts.minute}` : ''
}

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
