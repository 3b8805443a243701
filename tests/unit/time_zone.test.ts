import { afterEach, describe, expect, test } from 'vitest'
import { DateTime } from 'luxon'
import {
  formatOrgTime,
  orgToday,
  parseWallTime,
  toWallTime,
} from '../../app/services/shared/org_time.ts'
import { INSTANTS, runIn, ZONES } from '../support/time_zone_cases.ts'

const originalZone = process.env.TZ
afterEach(() => runIn(originalZone))

describe.each(ZONES)('a server set to %s', (zone) => {
  test('reads picker text as Bucharest wall time', () => {
    runIn(zone)
    expect(parseWallTime('2031-05-10 10:00:00')!.toUTC().toISO()).toBe('2031-05-10T07:00:00.000Z')
    expect(parseWallTime(' 2031-12-15 10:30:00 ')!.toUTC().toISO()).toBe('2031-12-15T08:30:00.000Z')
  })

  test('writes an instant back as the picker holds it, in Bucharest', () => {
    runIn(zone)
    expect(toWallTime(DateTime.fromISO('2031-05-10T07:00:00Z'))).toBe('2031-05-10 10:00:00')
    expect(toWallTime(DateTime.fromISO('2031-05-31T22:30:00Z', { zone: 'UTC' }))).toBe(
      '2031-06-01 01:30:00'
    )
    expect(toWallTime(null)).toBeNull()
  })

  test('writes an instant for the staff: date, date-time, time in Bucharest', () => {
    runIn(zone)
    for (const { iso, date, dateTime, time } of INSTANTS) {
      const instant = DateTime.fromISO(iso, { zone: 'UTC' })
      expect(formatOrgTime(instant, 'date')).toBe(date)
      expect(formatOrgTime(instant, 'dateTime')).toBe(dateTime)
      expect(formatOrgTime(instant, 'time')).toBe(time)
    }
  })
})

test("the organization's today is Bucharest's day", () => {
  const bucharestDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(
    new Date()
  )
  runIn('Pacific/Kiritimati')
  expect(orgToday()).toBe(bucharestDay)
})

test('text that is not a picker date-time is refused', () => {
  for (const text of ['10-05-2031 10:00', '2031-05-10', '2031-02-30 10:00:00', '', 42, null]) {
    expect(parseWallTime(text)).toBeNull()
  }
})
