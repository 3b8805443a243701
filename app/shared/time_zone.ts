/**
 * The organization's time zone: every date and time the back-office shows or takes is wall time
 * here, whatever the zone of the server or of the browser. Framework-free, read by both sides.
 */
export const ORG_TIME_ZONE = 'Europe/Bucharest'

/** What a date-time picker sends and receives: wall time in ORG_TIME_ZONE (luxon tokens). */
export const WALL_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss'

/**
 * How a date, a date-time and a time are written for the staff (luxon tokens): ro-RO's order and
 * 24-hour clock, with the dashes the date picker shows.
 */
export const DISPLAY_FORMATS = {
  date: 'dd-MM-yyyy',
  dateTime: 'dd-MM-yyyy HH:mm',
  time: 'HH:mm',
} as const
