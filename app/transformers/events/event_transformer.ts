import { BaseTransformer } from '@adonisjs/core/transformers'
import type Event from '#models/event'
import { centsToDecimal } from '#shared/money'

/** An event as the pages see it (camelCase props; prices as decimal text). */
export default class EventTransformer extends BaseTransformer<Event> {
  /** The attributes toRow reads: a list selects only their columns (listQuery's `columns`). */
  static readonly rowFields = [
    'uid',
    'id',
    'name',
    'startAt',
    'endAt',
    'attendeesLimit',
    'attendeesPriceCents',
  ] as const satisfies readonly (keyof Event)[]

  /** A row of /events (and a card of the dashboard). */
  toRow() {
    const event = this.resource
    return {
      ...this.pick(event, ['uid', 'id', 'name', 'attendeesLimit']),
      startAt: event.startAt.toISO()!,
      endAt: event.endAt.toISO()!,
      attendeesPrice: centsToDecimal(event.attendeesPriceCents),
      ended: event.endAt.toMillis() <= Date.now(),
    }
  }
}
