/**
 * Romania's working days: Monday to Friday except the legal holidays (Codul muncii, art. 139).
 * BNR publishes its reference rates on these days only, and e-Factura's deadlines count them.
 * Days are ISO dates (yyyy-MM-dd), calendar days with no time zone.
 */

/** The legal holidays on a fixed day (MM-dd), each from the first year it applies. */
export const FIXED_HOLIDAYS: { day: string; from: number }[] = [
  { day: '01-01', from: 1990 }, // Anul Nou
  { day: '01-02', from: 1990 },
  { day: '01-06', from: 2024 }, // Bobotează
  { day: '01-07', from: 2024 }, // Sfântul Ioan Botezătorul
  { day: '01-24', from: 2017 }, // Ziua Unirii Principatelor Române
  { day: '05-01', from: 1990 }, // Ziua Muncii
  { day: '06-01', from: 2017 }, // Ziua Copilului
  { day: '08-15', from: 2009 }, // Adormirea Maicii Domnului
  { day: '11-30', from: 2012 }, // Sfântul Andrei
  { day: '12-01', from: 1990 }, // Ziua Națională
  { day: '12-25', from: 1990 }, // Crăciunul
  { day: '12-26', from: 1990 },
]

/** The legal holidays that follow Orthodox Easter: days from Easter Sunday, from a year on. */
export const EASTER_HOLIDAYS: { offset: number; from: number }[] = [
  { offset: -2, from: 2018 }, // Vinerea Mare
  { offset: 0, from: 1990 }, // Paștele
  { offset: 1, from: 1990 },
  { offset: 49, from: 1990 }, // Rusaliile
  { offset: 50, from: 1990 },
]

const DAY_MS = 86_400_000

const toDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number) => toDay(timeOf(day) + days * DAY_MS)

/**
 * Orthodox Easter Sunday of `year` (Gregorian calendar), by Meeus' Julian algorithm; the
 * Julian calendar is 13 days behind from 1900 to 2099.
 */
export function orthodoxEaster(year: number): string {
  const a = year % 4
  const b = year % 7
  const c = year % 19
  const d = (19 * c + 15) % 30
  const e = (2 * a + 4 * b - d + 34) % 7
  const month = Math.floor((d + e + 114) / 31)
  const day = ((d + e + 114) % 31) + 1
  const julian = Date.UTC(year, month - 1, day)
  return toDay(julian + 13 * DAY_MS)
}

const holidaysByYear = new Map<number, Set<string>>()

/** The legal holidays of `year`, as ISO days. */
export function legalHolidays(year: number): Set<string> {
  let days = holidaysByYear.get(year)
  if (!days) {
    const easter = orthodoxEaster(year)
    days = new Set([
      ...FIXED_HOLIDAYS.filter((row) => year >= row.from).map((row) => `${year}-${row.day}`),
      ...EASTER_HOLIDAYS.filter((row) => year >= row.from).map((row) =>
        addDays(easter, row.offset)
      ),
    ])
    holidaysByYear.set(year, days)
  }
  return days
}

export const isLegalHoliday = (day: string) => legalHolidays(Number(day.slice(0, 4))).has(day)

/** Saturday or Sunday. */
export const isWeekend = (day: string) => [0, 6].includes(new Date(timeOf(day)).getUTCDay())

/** A working day in Romania: a day BNR publishes its rates. */
export const isWorkingDay = (day: string) => !isWeekend(day) && !isLegalHoliday(day)

/** The last working day strictly before `day`. */
export function lastWorkingDayBefore(day: string): string {
  let date = addDays(day, -1)
  while (!isWorkingDay(date)) date = addDays(date, -1)
  return date
}

/** The day `days` working days before `day`. */
export function workingDaysBefore(day: string, days: number): string {
  let date = day
  for (let left = days; left > 0; left -= 1) date = lastWorkingDayBefore(date)
  return date
}
