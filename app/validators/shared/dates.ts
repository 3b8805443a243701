import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { FIRST_DAY, LAST_DAY, isDayInRange } from '#shared/dates'
import { DISPLAY_FORMATS } from '#shared/time_zone'
import { parseWallTime } from '#services/shared/org_time'

const RANGE = {
  from: DateTime.fromISO(FIRST_DAY).toFormat(DISPLAY_FORMATS.date),
  to: DateTime.fromISO(LAST_DAY).toFormat(DISPLAY_FORMATS.date),
}

export function reportOutOfRange(field: FieldContext) {
  field.report('', 'date_range', field, RANGE)
}

/** Wall time in the organization's zone; a day outside the range is refused before PostgreSQL sees year 0. */
export function readWallTime(
  value: unknown
): { time: DateTime; problem?: undefined } | { time?: undefined; problem: 'format' | 'range' } {
  const time = parseWallTime(value)
  if (!time) return { problem: 'format' }
  if (!isDayInRange(time.toISODate()!)) return { problem: 'range' }
  return { time }
}

/** After `vine.date()`, which leaves a Date at the server's local midnight of the day typed. */
export const dayInRange = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!field.isValid || !(value instanceof Date)) return
  const day = DateTime.fromJSDate(value).toISODate()
  if (!day || !isDayInRange(day)) reportOutOfRange(field)
})

export const dayField = () => vine.date({ formats: ['YYYY-MM-DD'] }).use(dayInRange())
