import type { DateTime } from 'luxon'
import { FEED_TIME_ZONE, SCHEDULE_FORMAT } from '#shared/feeds'

/** A scheduled time as the form shows and sends it (Romania's time), null without one. */
export function scheduleText(time: DateTime | null) {
  return time ? time.setZone(FEED_TIME_ZONE).toFormat(SCHEDULE_FORMAT) : null
}
