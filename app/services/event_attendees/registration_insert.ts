import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import type Event from '#models/event'
import EventRegistration from '#models/event_registration'
import { registrationTimes } from '#services/event_attendees/registration_settings'

/**
 * A new registration in one statement of its own: it locks the event's row, reads its counters,
 * and takes a held place when one is free and no one waits, else the end of the waiting list (its
 * position); the lock ends with the statement. The waiting list's order is the lock's: its time
 * is read once the lock is taken (`now` when given). Null when the e-mail is taken. In a
 * transaction (`trx`, a member's registration confirmed at once) the lock lasts until its end.
 */
export async function insertRegistration(
  event: Event,
  person: {
    firstName: string
    lastName: string
    email: string
    phone: string | null
    locale: string
    consentVersion: string
    contactId: number
    /** The member who registers in the app (docs/members.md), else null. */
    memberId?: number | null
  },
  now: DateTime | undefined,
  trx?: TransactionClientContract
) {
  const result = await (trx ?? db).rawQuery(
    `with locked as (
       select attendees_limit, places_taken, waiting_count,
              coalesce(cast(nullif(:now, '') as timestamptz), clock_timestamp()) as at
         from events where id = :eventId for update
     ), placed as (
       select (attendees_limit = 0 or places_taken < attendees_limit) and waiting_count = 0
                as place, waiting_count, at
         from locked
     ), inserted as (
       insert into event_registrations (uid, community_id, event_id, contact_id, first_name,
         last_name, email, phone, status, source, locale, consent_at, consent_version, held_until,
         waiting_since, member_id, created_at, updated_at)
       select gen_random_uuid(), :communityId, :eventId, :contactId, :firstName, :lastName,
         :email, nullif(:phone, ''), case when place then 'held' else 'waiting' end, 'api', :locale,
         at, :consentVersion, case when place then at + make_interval(mins => :holdMinutes) end,
         case when place then null else at end, cast(nullif(:memberId, 0) as integer), at, at
         from placed
       on conflict (event_id, lower(email)) do nothing
       returning *
     )
     select inserted.*, placed.waiting_count + 1 as position from inserted, placed`,
    {
      eventId: event.id,
      communityId: event.communityId,
      contactId: person.contactId,
      memberId: person.memberId ?? 0,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone ?? '',
      locale: person.locale,
      consentVersion: person.consentVersion,
      now: now?.toISO() ?? '',
      holdMinutes: registrationTimes().holdMinutes,
    }
  )
  const row = result.rows[0] as ({ position: number } & Record<string, unknown>) | undefined
  if (!row) return null
  const { position, ...columns } = row
  const registration = EventRegistration.$createFromAdapterResult(columns)!
  return { registration, position: registration.status === 'waiting' ? position : null }
}
