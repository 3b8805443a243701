import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import type Event from '#models/event'
import EventRegistration from '#models/event_registration'
import { registrationTimes } from '#services/event_attendees/registration_settings'
import { hasRoom } from '#services/event_attendees/places'

/**
 * A new registration in one statement, with the event locked (its counters read with the lock): a
 * held place when one is free and no one waits, else the end of the waiting list (its position).
 * Null when the e-mail is taken.
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
  const place = hasRoom(event, event.placesTaken) && event.waitingCount === 0
  const result = await trx.rawQuery(
    `insert into event_registrations (uid, community_id, event_id, contact_id, first_name,
       last_name, email, phone, status, source, locale, consent_at, consent_version, held_until,
       waiting_since, created_at, updated_at)
     values (gen_random_uuid(), :communityId, :eventId, :contactId, :firstName, :lastName, :email,
       nullif(:phone, ''), :status, 'api', :locale, :at, :consentVersion,
       cast(nullif(:heldUntil, '') as timestamptz), cast(nullif(:waitingSince, '') as timestamptz), :at, :at)
     on conflict (event_id, lower(email)) do nothing
     returning *`,
    {
      eventId: event.id,
      communityId: event.communityId,
      contactId: person.contactId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone ?? '',
      locale: person.locale,
      consentVersion: person.consentVersion,
      at: at.toJSDate(),
      status: place ? 'held' : 'waiting',
      heldUntil: place ? at.plus({ minutes: registrationTimes().holdMinutes }).toISO()! : '',
      waitingSince: place ? '' : at.toISO()!,
    }
  )
  const registration = EventRegistration.$createFromAdapterResult(result.rows[0])
  if (!registration) return null
  return { registration, position: place ? null : event.waitingCount + 1 }
}
