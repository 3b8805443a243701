/** Every date and time shown or taken is wall time here, whatever the server's or browser's zone. */
export const ORG_TIME_ZONE = 'Europe/Bucharest'

/** What a date-time picker sends and receives (luxon tokens). */
export const WALL_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss'

/** ro-RO's order, with the dashes the date picker shows. */
export const DISPLAY_FORMATS = {
  date: 'dd-MM-yyyy',
  dateTime: 'dd-MM-yyyy HH:mm',
  time: 'HH:mm',
} as const
