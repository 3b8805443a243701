import {
  parseDate,
  parseDateTime,
  toCalendarDateTime,
  today,
  type CalendarDate,
  type CalendarDateTime,
} from '@internationalized/date'
import { ORG_TIME_ZONE } from '@shared/time_zone'
import { FIRST_DAY, LAST_DAY } from '@shared/dates'

/** The date picker's values (react-aria's dates) and the text the server sends and expects. */
export type Value = CalendarDate | CalendarDateTime

const pad = (n: number) => String(n).padStart(2, '0')

/** The first and last day a form may give, as the picker's bounds. */
export const FIRST_VALUE = parseDate(FIRST_DAY)
export const LAST_VALUE = parseDate(LAST_DAY)

/**
 * The value the server expects: yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss with time. A date outside
 * the accepted range is a year still being typed ("2", "20"…): it gives '' until complete.
 */
export function toModelValue(value: Value | null, withTime: boolean): string {
  if (!value) return ''
  const date = `${String(value.year).padStart(4, '0')}-${pad(value.month)}-${pad(value.day)}`
  if (date < FIRST_DAY || date > LAST_DAY) return ''
  if (!withTime) return date
  const time = 'hour' in value ? value : { hour: 0, minute: 0, second: 0 }
  return `${date} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`
}

/** The organization's today (at midnight with time): where an empty picker starts. */
export function orgToday(withTime: boolean): Value {
  const day = today(ORG_TIME_ZONE)
  return withTime ? toCalendarDateTime(day) : day
}

/** A bound given as yyyy-MM-dd, or 'today' for the organization's today. */
export function boundValue(bound: string | undefined): CalendarDate | undefined {
  if (!bound) return undefined
  if (bound === 'today') return today(ORG_TIME_ZONE)
  try {
    return parseDate(bound)
  } catch {
    return undefined
  }
}

export function fromModelValue(text: string | null | undefined, withTime: boolean): Value | null {
  if (!text) return null
  try {
    if (withTime) return parseDateTime(text.trim().replace(' ', 'T').slice(0, 19))
    return parseDate(text.trim().slice(0, 10))
  } catch {
    return null
  }
}
