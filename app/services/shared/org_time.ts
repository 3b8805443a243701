import { DateTime } from 'luxon'
import { DISPLAY_FORMATS, ORG_TIME_ZONE, WALL_TIME_FORMAT } from '#shared/time_zone'

// Dates and times on the server, always in the organization's time zone (luxon).

/** Now, in the organization's zone: its day is the organization's today. */
export function orgNow() {
  return DateTime.now().setZone(ORG_TIME_ZONE)
}

export function orgToday() {
  return orgNow().toISODate()!
}

export function toWallTime(time: DateTime): string
export function toWallTime(time: DateTime | null): string | null
export function toWallTime(time: DateTime | null) {
  return time ? time.setZone(ORG_TIME_ZONE).toFormat(WALL_TIME_FORMAT) : null
}

/** Text a date-time picker sent, read as wall time in the organization's zone; null otherwise. */
export function parseWallTime(value: unknown) {
  if (typeof value !== 'string') return null
  const time = DateTime.fromFormat(value.trim(), WALL_TIME_FORMAT, { zone: ORG_TIME_ZONE })
  return time.isValid ? time : null
}

export function formatOrgTime(time: DateTime, format: keyof typeof DISPLAY_FORMATS) {
  return time.setZone(ORG_TIME_ZONE).toFormat(DISPLAY_FORMATS[format])
}
