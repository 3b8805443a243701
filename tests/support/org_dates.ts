import { DateTime } from 'luxon'
import { ORG_TIME_ZONE } from '../../app/shared/time_zone.ts'

/** The organization's calendar day `days` from today (yyyy-MM-dd): what forms default to. */
export const orgDay = (days = 0) =>
  DateTime.now().setZone(ORG_TIME_ZONE).plus({ days }).toISODate()!
