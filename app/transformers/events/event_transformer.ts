import { BaseTransformer } from '@adonisjs/core/transformers'
import { EVENT_LINKS, type EventLink } from '#models/event'
import type Event from '#models/event'
import { imageUrl } from '#services/images/image_columns'
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

  /**
   * The editor's tabs other than Event, each block as its form edits and posts it (empty text
   * for what is not set); the event contact preloaded (`contact`).
   */
  toEditor() {
    const event = this.resource
    const person = event.contact
    const text = (value: string | null) => value ?? ''
    return {
      ...this.pick(event, ['uid', 'id', 'name']),
      salesInfo: {
        suitable_for: event.suitableFor,
        uvp: text(event.uvp),
        why_to_come: text(event.whyToCome),
        trust_el_text: text(event.trustElText),
      },
      heroImageUrl: imageUrl('event.hero_image', event),
      trustElImageUrl: imageUrl('event.trust_el_image', event),
      branding: {
        primary_color: text(event.primaryColor),
        secondary_color: text(event.secondaryColor),
      },
      links: Object.fromEntries(EVENT_LINKS.map((name) => [name, text(event[name])])) as Record<
        EventLink,
        string
      >,
      contact: {
        profile: {
          first_name: person?.firstName ?? '',
          last_name: person?.lastName ?? '',
          email: text(person?.email ?? null),
          phone_number: text(person?.phoneNumber ?? null),
        },
        address: text(event.address),
        entrance: text(event.entrance),
        floor: text(event.floor),
        apartment: text(event.apartment),
        latitude: event.latitude,
        longitude: event.longitude,
      },
    }
  }
}
