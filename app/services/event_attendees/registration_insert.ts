import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import type Event from '#models/event'
import { registrationTimes } from '#services/event_attendees/registration_settings'
import { PLACE_STATUSES } from '#shared/event_attendees'

/**
 * A new registration in one statement, with the event locked: a held place when one is free and
 * no one waits, else the end of the waiting list (its position). Null when the e-mail is taken.
 * The places are counted up to the limit only (none for an unlimited event), so the time under
 * the lock does not grow with the event's registrations.
 */
export async function insertRegistration(
  trx: TransactionClientContract,
  event: Event,
  person: {
    firstName: string
    lastName: string
    email: string
    phone: string | null
    locale: string
    consentVersion: string
    contactId: number
  },
  at: DateTime
) {
  const places = PLACE_STATUSES.map((status) => `'${status}'`).join(', ')
  const result = await trx.rawQuery(
    `with waiting as (
       select count(*)::int as waiting
         from event_registrations where event_id = :eventId and status = 'waiting'
     ), taken as (
       select count(*)::int as taken from (
         select from event_registrations where event_id = :eventId and status in (${places})
          limit :limit
       ) as places
     ), placed as (
       select (:limit = 0 or taken < :limit) and waiting = 0 as place, waiting from taken, waiting
     ), inserted as (
       insert into event_registrations (uid, community_id, event_id, contact_id, first_name,
         last_name, email, phone, status, source, locale, consent_at, consent_version,
         held_until, waiting_since, created_at, updated_at)
       select gen_random_uuid(), :communityId, :eventId, :contactId, :firstName, :lastName,
         :email, nullif(:phone, ''), case when place then 'held' else 'waiting' end, 'api', :locale, :at,
         :consentVersion, case when place then cast(:heldUntil as timestamptz) end,
         case when place then null else cast(:at as timestamptz) end, :at, :at
         from placed
       on conflict (event_id, lower(email)) do nothing
       returning id, status
     )
     select inserted.id, inserted.status, placed.waiting + 1 as position from inserted, placed`,
    {
      eventId: event.id,
      communityId: event.communityId,
      limit: event.attendeesLimit,
      contactId: person.contactId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone ?? '',
      locale: person.locale,
      consentVersion: person.consentVersion,
      at: at.toJSDate(),
      heldUntil: at.plus({ minutes: registrationTimes().holdMinutes }).toJSDate(),
    }
  )
  const row = result.rows[0] as { id: number; status: string; position: number } | undefined
  if (!row) return null
  return {
    id: row.id,
    status: row.status,
    position: row.status === 'waiting' ? row.position : null,
  }
}
