import { BaseTransformer } from '@adonisjs/core/transformers'
import { EVENT_LINKS, type EventLink } from '#models/event'
import type Event from '#models/event'
import { imageUrl } from '#services/images/image_urls'
import { centsToDecimal, centsToInput } from '#shared/money'
import { toWallTime } from '#services/shared/org_time'

/**
 * Places left of an event with a limit (null without one); full: no place left, new
 * registrations join the waiting list.
 */
function places(limit: number, taken: number) {
  const left = limit === 0 ? null : Math.max(0, limit - taken)
  return { places_left: left, full: left === 0, waiting_list: left === 0 }
}

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
      // Confirmed attendees, where the statement counted them (the dashboard).
      confirmed: event.$extras.confirmed === undefined ? null : Number(event.$extras.confirmed),
    }
  }

  /** The Event tab's fields as the form holds them (and posts them back). */
  toForm() {
    const event = this.resource
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
      start_date: toWallTime(event.startAt),
      end_date: toWallTime(event.endAt),
      attendees_limit: String(event.attendeesLimit),
      attendees_price: centsToInput(event.attendeesPriceCents),
      promises: event.promises,
    }
  }

  /** The attributes toApi reads (and the events answer's version: id, updatedAt, placesTaken). */
  static readonly apiFields = [
    'id',
    'uid',
    'name',
    'description',
    'eventTypes',
    'eventPromo',
    'whomText',
    'uvpText',
    'startAt',
    'endAt',
    'attendeesLimit',
    'placesTaken',
    'attendeesPriceCents',
    'promises',
    'address',
    'latitude',
    'longitude',
    'primaryColor',
    'secondaryColor',
    'heroImage',
    'trustElImage',
    'updatedAt',
  ] as const satisfies readonly (keyof Event)[]

  /**
   * An event as the mobile app reads it (GET /api/communities/{slug}/events): snake_case JSON,
   * images as URLs of the public image route (a new save, a new URL).
   */
  toApi(communitySlug: string) {
    const event = this.resource
    const apiImageUrl = (type: 'hero_image' | 'trust_el_image', key: string | null) =>
      key
        ? `/api/communities/${communitySlug}/events/${event.uid}/image/${type}?t=${event.updatedAt?.toMillis() ?? 0}`
        : null
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
      ...places(event.attendeesLimit, event.placesTaken),
      attendees_price: centsToDecimal(event.attendeesPriceCents),
      currency: 'EUR',
      promises: event.promises,
      address: event.address,
      latitude: event.latitude,
      longitude: event.longitude,
      primary_color: event.primaryColor,
      secondary_color: event.secondaryColor,
      hero_image_url: apiImageUrl('hero_image', event.heroImage),
      trust_el_image_url: apiImageUrl('trust_el_image', event.trustElImage),
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
