import factory from '@adonisjs/lucid/factories'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import EventRegistration from '#models/event_registration'
import EventTicket from '#models/event_ticket'
import { unique } from '#database/factories/unique'
import { newTicketCode } from '#services/event_attendees/tickets'
import type { RegistrationStatus } from '#shared/event_attendees'

/**
 * A confirmed registration from the app with a unique e-mail, consent given now; merge
 * `communityId` and `eventId` (states: held, waiting, offered, cancelled).
 */
export const EventRegistrationFactory = factory
  .define(EventRegistration, () => {
    const now = DateTime.now()
    return {
      firstName: 'Maria',
      lastName: unique('Ionescu'),
      email: `${unique('participant')}@example.test`,
      phone: null,
      status: 'confirmed' as RegistrationStatus,
      source: 'api' as const,
      locale: 'ro',
      consentAt: now,
      consentVersion: 'termeni-comunitate-v1',
      emailConfirmedAt: now,
      confirmedAt: now,
    }
  })
  .state('held', (row) => {
    row.merge({ status: 'held', confirmedAt: null, emailConfirmedAt: null })
    row.heldUntil ??= DateTime.now().plus({ minutes: 30 })
  })
  .state('waiting', (row) => {
    row.merge({ status: 'waiting', confirmedAt: null })
    row.waitingSince ??= DateTime.now()
  })
  .state('offered', (row) => {
    row.merge({ status: 'offered', confirmedAt: null })
    row.waitingSince ??= DateTime.now()
    row.offerExpiresAt ??= DateTime.now().plus({ hours: 24 })
  })
  .state('cancelled', (row) => {
    row.merge({ status: 'cancelled', cancelledAt: DateTime.now(), cancelReason: 'attendee' })
  })
  .build()

/** The ticket of a registration: merge `communityId`, `eventId` and `registrationId`. */
export const EventTicketFactory = factory
  .define(EventTicket, () => ({ code: newTicketCode(), checkedInAt: null, checkedInBy: null }))
  .build()

/**
 * Many registrations of one event, built by EventRegistrationFactory (`attributes(index)` merged
 * into each) and written in one statement, with a ticket for each confirmed or checked-in one.
 */
export async function createRegistrationsInBulk(
  event: { id: number; communityId: number },
  count: number,
  attributes: (index: number) => Partial<EventRegistration> = () => ({})
) {
  const rows = await EventRegistrationFactory.merge(
    Array.from({ length: count }, (_, index) => ({
      ...attributes(index),
      communityId: event.communityId,
      eventId: event.id,
    }))
  ).makeMany(count)
  const now = DateTime.now()
  const sql = (time: DateTime | null | undefined) => time?.toJSDate() ?? null
  const inserted: { id: number; status: string }[] = []
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000)
    inserted.push(
      ...(await db
        .table(EventRegistration.table)
        .returning(['id', 'status'])
        .multiInsert(
          chunk.map((row, index) => ({
            uid: randomUUID(),
            community_id: row.communityId,
            event_id: row.eventId,
            contact_id: row.contactId ?? null,
            first_name: row.firstName,
            last_name: row.lastName,
            email: row.email,
            phone: row.phone,
            status: row.status,
            source: row.source,
            locale: row.locale,
            consent_at: sql(row.consentAt),
            consent_version: row.consentVersion,
            held_until: sql(row.heldUntil),
            offer_expires_at: sql(row.offerExpiresAt),
            // The waiting list's order is the order of the rows.
            waiting_since: row.waitingSince
              ? sql(row.waitingSince.plus({ milliseconds: start + index }))
              : null,
            email_confirmed_at: sql(row.emailConfirmedAt),
            confirmed_at: sql(row.confirmedAt),
            cancelled_at: sql(row.cancelledAt),
            cancel_reason: row.cancelReason ?? null,
            created_at: sql(row.createdAt ?? now.plus({ milliseconds: start + index })),
          }))
        ))
    )
  }
  const ticketed = inserted.filter(
    (row) => row.status === 'confirmed' || row.status === 'checked_in'
  )
  for (let start = 0; start < ticketed.length; start += 5000) {
    await db.table(EventTicket.table).multiInsert(
      ticketed.slice(start, start + 5000).map((row) => ({
        uid: randomUUID(),
        community_id: event.communityId,
        event_id: event.id,
        registration_id: row.id,
        code: newTicketCode(),
        created_at: now.toJSDate(),
      }))
    )
  }
  return inserted.map((row) => row.id)
}
