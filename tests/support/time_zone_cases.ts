/**
 * Instants and how the staff read them in Romania, shared by the tests of the server's helper
 * (luxon) and the browser's (Intl), so both sides write every instant alike.
 */
export const ZONES = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Bucharest']

export const INSTANTS = [
  // 10:00 in Bucharest: summer time (EEST, UTC+3)…
  {
    iso: '2031-05-10T07:00:00.000Z',
    date: '10-05-2031',
    dateTime: '10-05-2031 10:00',
    time: '10:00',
  },
  // …and winter time (EET, UTC+2).
  {
    iso: '2031-12-15T08:30:00.000Z',
    date: '15-12-2031',
    dateTime: '15-12-2031 10:30',
    time: '10:30',
  },
  // Already the 1st of June in Bucharest, still the 31st of May in UTC.
  {
    iso: '2031-05-31T22:30:00.000Z',
    date: '01-06-2031',
    dateTime: '01-06-2031 01:30',
    time: '01:30',
  },
  // The same instant written with another offset.
  {
    iso: '2031-05-10T09:00:00+02:00',
    date: '10-05-2031',
    dateTime: '10-05-2031 10:00',
    time: '10:00',
  },
] as const

/** The zone the process (the server, or the browser's code under test) believes it is in. */
export function runIn(zone: string | undefined) {
  process.env.TZ = zone
}
