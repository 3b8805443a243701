import { afterEach, describe, expect, test } from 'vitest'
import { DateTime } from 'luxon'
import {
  formatOrgTime,
  orgToday,
  parseWallTime,
  toWallTime,
} from '../../app/services/shared/org_time.ts'
import { formatDate, formatDateTime, formatTime } from '../../inertia/lib/format.ts'

/** The zone this process (the server, or the browser in the browser's helpers) believes it is in. */
const originalZone = process.env.TZ
function runIn(zone: string) {
  process.env.TZ = zone
}
afterEach(() => {
  process.env.TZ = originalZone
})

const ZONES = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Bucharest']

// 10:00 in Bucharest: 07:00 UTC in summer (EEST), 08:00 UTC in winter (EET).
const SUMMER = '2031-05-10T07:00:00.000Z'
const WINTER = '2031-12-15T08:30:00.000Z'
// 01:30 on the 1st of June in Bucharest, still the 31st of May in UTC.
const PAST_MIDNIGHT = '2031-05-31T22:30:00.000Z'

describe.each(ZONES)('in a process set to %s', (zone) => {
  test('the browser writes an instant in Bucharest time: date, date-time, time', () => {
    runIn(zone)
    expect(formatDateTime(SUMMER)).toBe('10-05-2031 10:00')
    expect(formatDateTime(WINTER)).toBe('15-12-2031 10:30')
    expect(formatDateTime('2031-05-10T09:00:00+02:00')).toBe('10-05-2031 10:00')
    expect(formatDate(PAST_MIDNIGHT)).toBe('01-06-2031')
    expect(formatTime(PAST_MIDNIGHT)).toBe('01:30')
  })

  test('the browser writes a plain day as that day', () => {
    runIn(zone)
    expect(formatDate('2026-11-20')).toBe('20-11-2026')
  })

  test('the server reads and writes picker text as Bucharest wall time', () => {
    runIn(zone)
    const summer = parseWallTime('2031-05-10 10:00:00')!
    expect(summer.toUTC().toISO()).toBe(SUMMER)
    expect(parseWallTime(' 2031-12-15 10:30:00 ')!.toMillis()).toBe(Date.parse(WINTER))
    expect(toWallTime(DateTime.fromISO(SUMMER))).toBe('2031-05-10 10:00:00')
    expect(toWallTime(DateTime.fromISO(PAST_MIDNIGHT, { zone: 'UTC' }))).toBe('2031-06-01 01:30:00')
    expect(toWallTime(null)).toBeNull()
  })

  test('the server writes an instant as the browser does', () => {
    runIn(zone)
    for (const iso of [SUMMER, WINTER, PAST_MIDNIGHT]) {
      const time = DateTime.fromISO(iso, { zone: 'UTC' })
      expect(formatOrgTime(time, 'date')).toBe(formatDate(iso))
      expect(formatOrgTime(time, 'dateTime')).toBe(formatDateTime(iso))
      expect(formatOrgTime(time, 'time')).toBe(formatTime(iso))
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
