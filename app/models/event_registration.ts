import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasOne, scope } from '@adonisjs/lucid/orm'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { BelongsTo, HasOne } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { withPersonName } from '#models/mixins/with_person_name'
import Event from '#models/event'
import EventTicket from '#models/event_ticket'
import type { RegistrationStatus } from '#shared/event_attendees'

/**
 * A person's registration for an event (docs/events.md, "Attendees"): one per e-mail and event,
 * in one of the states of REGISTRATION_STATUSES; its links are signed (registration_links.ts).
 */
export default class EventRegistration extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withPersonName
) {
  /** Its ticket's check-in, as `checked_in_at` (null without a ticket or before the door). */
  static withCheckedInAt = scope((query: ModelQueryBuilderContract<typeof EventRegistration>) => {
    // A registration has one ticket at most: the max is that ticket's.
    query.withAggregate('ticket', (ticket) =>
      ticket.max('event_tickets.checked_in_at').as('checked_in_at')
    )
  })

  @column()
  declare eventId: number

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>

  @hasOne(() => EventTicket, { foreignKey: 'registrationId' })
  declare ticket: HasOne<typeof EventTicket>

  @column()
  declare contactId: number | null

  /** The member who registered in the app, or whose verified e-mail it is (docs/members.md). */
  @column()
  declare memberId: number | null

  @column()
  declare email: string

  @column()
  declare phone: string | null

  @column()
  declare status: RegistrationStatus

  /** 'api' (the person, through the mobile app) or 'admin' (added by hand from the contacts). */
  @column()
  declare source: 'api' | 'admin'

  /** The language of the person's e-mails. */
  @column()
  declare locale: string

  @column.dateTime()
  declare consentAt: DateTime | null

  @column()
  declare consentVersion: string | null

  @column.dateTime()
  declare heldUntil: DateTime | null

  @column.dateTime()
  declare offerExpiresAt: DateTime | null

  @column.dateTime()
  declare waitingSince: DateTime | null

  @column.dateTime()
  declare emailConfirmedAt: DateTime | null

  @column.dateTime()
  declare confirmedAt: DateTime | null

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column()
  declare cancelReason: string | null
}
