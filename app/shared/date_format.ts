import { ORG_TIME_ZONE } from './time_zone.js'

/**
 * Dates and times as the staff read them (app/shared/time_zone.ts, DISPLAY_FORMATS): ro-RO's
 * order and 24-hour clock, always in the organization's zone, in the browser and on the server.
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
