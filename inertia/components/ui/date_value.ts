import {
  parseDate,
  parseDateTime,
  toCalendarDateTime,
  today,
  type CalendarDate,
  type CalendarDateTime,
} from '@internationalized/date'
import { ORG_TIME_ZONE } from '@shared/time_zone'

/** The date picker's values (react-aria's dates) and the text the server sends and expects. */
export type Value = CalendarDate | CalendarDateTime

const pad = (n: number) => String(n).padStart(2, '0')

/** The value the server expects: yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss with time. */
export function toModelValue(value: Value | null, withTime: boolean): string {
  if (!value) return ''
  const date = `${value.year}-${pad(value.month)}-${pad(value.day)}`
  if (!withTime) return date
  const time = 'hour' in value ? value : { hour: 0, minute: 0, second: 0 }
  return `${date} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`
}

/** The organization's today (at midnight with time): where an empty picker starts. */
export function orgToday(withTime: boolean): Value {
  const day = today(ORG_TIME_ZONE)
  return withTime ? toCalendarDateTime(day) : day
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
