import { DateTime } from 'luxon'
import { ORG_TIME_ZONE } from '../../app/shared/time_zone.ts'

// Dates for tests, always relative to today in the organization's zone: a test never names a
// calendar day whose outcome depends on today (docs/testing.md).

/** The organization's calendar day `days` from today (yyyy-MM-dd): what forms default to. */
export const orgDay = (days = 0) =>
  DateTime.now().setZone(ORG_TIME_ZONE).plus({ days }).toISODate()!

/**
 * Next year in the organization's zone: a day of it (`${nextYear()}-05-10`) is always ahead,
 * and keeps its season (summer or winter time) for the tests that check the offset.
 */
export const nextYear = () => DateTime.now().setZone(ORG_TIME_ZONE).year + 1

/** The same day of the previous year: always past, in its season. */
export const lastYear = () => DateTime.now().setZone(ORG_TIME_ZONE).year - 1

/**
 * The latest organization's day on or before today that falls on `weekday` (1 Monday … 7
 * Sunday), e.g. `lastOrgWeekday(6)`: the last Saturday (today when today is one).
 */
export const lastOrgWeekday = (weekday: number) => {
  const today = DateTime.now().setZone(ORG_TIME_ZONE)
  return today.minus({ days: (today.weekday - weekday + 7) % 7 }).toISODate()!
}

/** A day (yyyy-MM-dd) as the screens, messages and exports show it: dd-MM-yyyy. */
export const shownDay = (isoDay: string) => isoDay.split('-').reverse().join('-')
