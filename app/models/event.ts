import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { jsonColumn, LINK_FIELDS } from '#models/json_column'
import { linkRowsOf } from '#models/tenant_links'
import Community from '#models/community'
import Contact from '#models/contact'
import EventRegistration from '#models/event_registration'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

/** The link columns of an event (Links tab): the community's links, in the same order. */
export const EVENT_LINKS = LINK_FIELDS
export type EventLink = (typeof EVENT_LINKS)[number]

export type EventCompanyRole = 'partner' | 'sponsor'

/** The image columns of an event and the ImageService type of each (the key's file name). */
export const EVENT_IMAGE_TYPES = {
  heroImage: 'event_hero_image',
  trustElImage: 'event_trust_el_image',
} as const

/**
 * An event of a community (docs/events.md). Price in EUR cents like products; the event
 * contact is a contacts row of type 'event_contact'; images are Drive keys (ImageService).
 */
export default class Event extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withAuditTrail('event')
) {
  /** The event's partner and sponsor rows of event_companies (full key, community first). */
  static companyLinks(event: { id: number; communityId: number }, client?: QueryClientContract) {
    return linkRowsOf('event_companies', 'event_id', event, client)
  }

  /**
   * Listed by the public events answer: the public events of the community of `slug`, when it
   * has the events module, that have not ended (the app's clock). Not the tenant scope: a
   * public request has no session, its community is the URL's slug.
   */
  static listedIn = scope((query: ModelQueryBuilderContract<LucidModel>, slug: string) => {
    query
      .where(
        'events.community_id',
        Community.query()
          .select('communities.id')
          .withScopes((scopes) => scopes.withEventsAt(slug))
      )
      .where('events.event_visibility', 'public')
      .where('events.end_at', '>', DateTime.now().toSQL()!)
  })

  /** The number of its confirmed attendees (checked in included), as `confirmed`. */
  static withConfirmedCount = scope((query: ModelQueryBuilderContract<typeof Event>) => {
    query.withCount('registrations', (registrations) =>
      registrations
        .whereIn('event_registrations.status', ['confirmed', 'checked_in'])
        .as('confirmed')
    )
  })

  @column()
  declare name: string

  @column()
  declare description: string

  @column()
  declare eventVisibility: string

  @column()
  declare eventTypes: string[]

  @column()
  declare eventPromo: string | null

  @column()
  declare productId: number | null

  @column()
  declare whomText: string

  @column()
  declare uvpText: string

  @column.dateTime()
  declare startAt: DateTime

  @column.dateTime()
  declare endAt: DateTime

  @column()
  declare attendeesLimit: number

  @column()
  declare attendeesPriceCents: number

  /** Places taken (held, confirmed, offered, checked in): kept by the registrations' trigger. */
  @column()
  declare placesTaken: number

  /** Registrations on the waiting list: kept by the registrations' trigger. */
  @column()
  declare waitingCount: number

  /** Its confirmed and checked-in registrations, kept by the same trigger (the check-in screen). */
  @column()
  declare confirmedCount: number

  @column()
  declare checkedInCount: number

  /** At most 5 non-empty strings. */
  @jsonColumn()
  declare promises: string[]

  @column()
  declare contactId: number | null

  /** The event contact (type event_contact), for the editor's Contact tab. */
  @belongsTo(() => Contact)
  declare contact: BelongsTo<typeof Contact>

  @hasMany(() => EventRegistration)
  declare registrations: HasMany<typeof EventRegistration>

  @column()
  declare address: string | null

  @column()
  declare latitude: number | null

  @column()
  declare longitude: number | null

  @column()
  declare entrance: string | null

  @column()
  declare floor: string | null

  @column()
  declare apartment: string | null

  @column()
  declare suitableFor: string[]

  @column()
  declare uvp: string | null

  @column()
  declare whyToCome: string | null

  @column()
  declare trustElText: string | null

  /** Storage key of the hero image (ImageService), null without one. */
  @column({ serializeAs: null })
  declare heroImage: string | null

  /** Storage key of the trust element image, null without one. */
  @column({ serializeAs: null })
  declare trustElImage: string | null

  @column()
  declare primaryColor: string | null

  @column()
  declare secondaryColor: string | null

  @column()
  declare terms: string | null

  @column()
  declare gdpr: string | null

  @column()
  declare facebook: string | null

  @column()
  declare instagram: string | null

  @column()
  declare tiktok: string | null

  @column()
  declare youtube: string | null

  @column()
  declare pinterest: string | null

  @column()
  declare linkedin: string | null

  @column()
  declare business: string | null

  @column()
  declare twitter: string | null
}
