import { BaseTransformer } from '@adonisjs/core/transformers'
import type Event from '#models/event'
import { centsToDecimal, centsToInput } from '#shared/money'
import { EVENT_DATE_FORMAT, EVENT_ZONE } from '#validators/events/event'

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

  /** The Event tab's fields as the form holds them (and posts them back). */
  toForm() {
    const event = this.resource
    const wallTime = (date: typeof event.startAt) =>
      date.setZone(EVENT_ZONE).toFormat(EVENT_DATE_FORMAT)
    return {
      uid: event.uid,
      name: event.name,
      description: event.description,
      event_visibility: event.eventVisibility,
      event_type: event.eventTypes,
      event_promo: event.eventPromo,
      product_id: event.productId,
      whom_text: event.whomText,
      uvp_text: event.uvpText,
      start_date: wallTime(event.startAt),
      end_date: wallTime(event.endAt),
      attendees_limit: String(event.attendeesLimit),
      attendees_price: centsToInput(event.attendeesPriceCents),
      promises: event.promises,
    }
  }

  /** An event as the mobile app reads it (GET /api/communities/{slug}/events): snake_case JSON. */
  toApi() {
    const event = this.resource
    return {
      uid: event.uid,
      name: event.name,
      description: event.description,
      event_types: event.eventTypes,
      event_promo: event.eventPromo,
      whom_text: event.whomText,
      uvp_text: event.uvpText,
      start_at: event.startAt.toISO(),
      end_at: event.endAt.toISO(),
      attendees_limit: event.attendeesLimit,
      attendees_price: centsToDecimal(event.attendeesPriceCents),
      currency: 'EUR',
      promises: event.promises,
      address: event.address,
      latitude: event.latitude,
      longitude: event.longitude,
      primary_color: event.primaryColor,
      secondary_color: event.secondaryColor,
    }
  }
}
