import { afterEach, describe, expect, test } from 'vitest'
import { formatDate, formatDateTime, formatTime } from '~/lib/format'
import { INSTANTS, runIn, ZONES } from '../../support/time_zone_cases'

const originalZone = process.env.TZ
afterEach(() => runIn(originalZone))

describe.each(ZONES)('a browser in %s', (zone) => {
  test('writes an instant in Bucharest time: date, date-time, time', () => {
    runIn(zone)
    for (const { iso, date, dateTime, time } of INSTANTS) {
      expect(formatDate(iso)).toBe(date)
      expect(formatDateTime(iso)).toBe(dateTime)
      expect(formatTime(iso)).toBe(time)
    }
  })

  test('writes a plain day (yyyy-MM-dd) as that day', () => {
    runIn(zone)
    expect(formatDate('2026-11-20')).toBe('20-11-2026')
  })
})

test('nothing, or what is not a date, is written as nothing', () => {
  for (const value of [null, undefined, '', 'mâine']) {
    expect(formatDateTime(value)).toBe('')
    expect(formatDate(value)).toBe('')
  }
})
