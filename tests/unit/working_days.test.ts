/**
 * Romania's working days (app/shared/working_days.ts): the days BNR publishes its rates and
 * e-Factura's deadlines count. The days below are data: none is compared with today.
 */
import { describe, expect, test } from 'vitest'
import {
  isWorkingDay,
  lastWorkingDayBefore,
  legalHolidays,
  orthodoxEaster,
  workingDaysBefore,
} from '../../app/shared/working_days.ts'

describe('Orthodox Easter', () => {
  test.each([
    [2018, '2018-04-08'],
    [2023, '2023-04-16'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
  ])('%i: %s', (year, day) => {
    expect(orthodoxEaster(year)).toBe(day)
  })
})

describe('legal holidays', () => {
  test('2026: the fixed days, Good Friday, Easter and Pentecost (with their Mondays)', () => {
    expect([...legalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-06',
      '2026-01-07',
      '2026-01-24',
      '2026-04-10',
      '2026-04-12',
      '2026-04-13',
      '2026-05-01',
      '2026-05-31',
      '2026-06-01',
      '2026-08-15',
      '2026-11-30',
      '2026-12-01',
      '2026-12-25',
      '2026-12-26',
    ])
  })

  test('Epiphany and St John (6 and 7 January) are holidays from 2024 on', () => {
    expect(legalHolidays(2023).has('2023-01-06')).toBe(false)
    expect(legalHolidays(2024).has('2024-01-06')).toBe(true)
    expect(legalHolidays(2025).has('2025-01-07')).toBe(true)
  })
})

describe('the days BNR publishes', () => {
  test.each([
    ['2026-12-04', true, 'a Friday'],
    ['2026-12-05', false, 'a Saturday'],
    ['2026-12-06', false, 'a Sunday'],
    ['2026-12-01', false, 'National Day, a Tuesday'],
    ['2025-04-21', false, 'Easter Monday'],
    ['2025-04-18', false, 'Good Friday'],
    ['2025-06-09', false, 'Pentecost Monday'],
    ['2025-06-10', true, 'the Tuesday after Pentecost'],
  ])('%s is %s (%s)', (day, working) => {
    expect(isWorkingDay(day)).toBe(working)
  })

  test.each([
    ['2026-12-05', '2026-12-04', 'a Saturday: the Friday before'],
    ['2026-12-07', '2026-12-04', 'a Monday: the Friday before'],
    ['2026-12-02', '2026-11-27', 'after 30 November and 1 December: the Friday before'],
    ['2025-04-21', '2025-04-17', 'Easter Monday: the Thursday before Good Friday'],
    ['2027-01-04', '2026-12-31', 'after New Year: the last day of the year'],
    ['2025-01-08', '2025-01-03', 'after Epiphany and St John: the Friday before'],
  ])('before %s: %s (%s)', (day, last) => {
    expect(lastWorkingDayBefore(day)).toBe(last)
  })
})

describe("e-Factura's working days", () => {
  test('counting back skips weekends and legal holidays', () => {
    expect(workingDaysBefore('2026-12-09', 3)).toBe('2026-12-04')
    expect(workingDaysBefore('2026-12-02', 3)).toBe('2026-11-25')
    expect(workingDaysBefore('2026-12-02', 0)).toBe('2026-12-02')
  })
})
