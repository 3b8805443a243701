import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Event from '#models/event'
import EventRegistration from '#models/event_registration'
import EventTicket from '#models/event_ticket'
import { communityScope } from '#models/mixins/with_tenant_scope'
import type { Mails } from '#services/event_attendees/registration_mails'
import { registrationTimes } from '#services/event_attendees/registration_settings'
import { newTicketCode } from '#services/event_attendees/tickets'

/** The event's row, locked until the transaction ends: every change of its places waits here. */
export function lockEvent(trx: TransactionClientContract, eventId: number) {
  return Event.query({ client: trx }).where('id', eventId).forUpdate().firstOrFail()
}

/**
 * The database's clock, read in the transaction once the event is locked: the waiting list's
 * order is by this one clock, the one a new registration's insert reads (registration_insert.ts).
 */
export async function databaseNow(trx: TransactionClientContract): Promise<DateTime<true>> {
  const { rows } = await trx.rawQuery('select clock_timestamp() as at')
  return DateTime.fromJSDate(rows[0].at as Date) as DateTime<true>
}

/**
 * A registration that now waits takes the end of the line by the database's clock, to the
 * microsecond as a new registration's insert (a time carried by the app has milliseconds only).
 */
export async function joinWaitingList(
  trx: TransactionClientContract,
  registration: EventRegistration
) {
  await trx.rawQuery(
    'update event_registrations set waiting_since = clock_timestamp() where id = ?',
    [registration.id]
  )
  await registration.useTransaction(trx).refresh()
}

/** The community's registrations, in the transaction when there is one. */
export function registrations(trx: TransactionClientContract | null, communityId: number) {
  const query = EventRegistration.forTenant(communityScope(communityId))
  return trx ? query.useTransaction(trx) : query
}

/**
 * Places taken (held, confirmed, offered, checked in) and how many wait: the event's counters,
 * read again since the transaction may have changed registrations after locking the event.
 */
export async function occupancy(trx: TransactionClientContract, event: Event) {
  const [row] = await Event.query({ client: trx })
    .where('id', event.id)
    .select('places_taken as taken', 'waiting_count as waiting')
    .pojo<{ taken: number; waiting: number }>()
  return row
}

export function hasRoom(event: Event, taken: number) {
  return event.attendeesLimit === 0 || taken < event.attendeesLimit
}

/** The place in line of a waiting registration (1 = next). */
export async function positionOf(
  trx: TransactionClientContract | null,
  registration: EventRegistration
) {
  if (registration.status !== 'waiting' || !registration.waitingSince) return null
  // Compared with the row's own stored time: the model's has milliseconds, the column microseconds.
  const [row] = await registrations(trx, registration.communityId)
    .where('event_id', registration.eventId)
    .where('status', 'waiting')
    .whereRaw(
      '(waiting_since, id) <= (select waiting_since, id from event_registrations where id = ?)',
      [registration.id]
    )
    .count('* as position')
    .pojo<{ position: string }>()
  return Number(row.position)
}

async function issueTicket(trx: TransactionClientContract, registration: EventRegistration) {
  const existing = await EventTicket.query({ client: trx })
    .where('registration_id', registration.id)
    .first()
  if (existing) return existing
  return EventTicket.create(
    {
      communityId: registration.communityId,
      eventId: registration.eventId,
      registrationId: registration.id,
      code: newTicketCode(),
    },
    { client: trx }
  )
}

export async function confirmPlace(
  trx: TransactionClientContract,
  registration: EventRegistration,
  now: DateTime,
  mails: Mails
) {
  registration.merge({
    status: 'confirmed',
    confirmedAt: now,
    emailConfirmedAt: registration.emailConfirmedAt ?? now,
    heldUntil: null,
    offerExpiresAt: null,
    waitingSince: null,
  })
  await registration.useTransaction(trx).save()
  await issueTicket(trx, registration)
  mails.push({ id: registration.id, kind: 'ticket' })
}

/**
 * Ends the event's holds and offers whose time is over, then offers each free place to the next
 * one on the waiting list (with the event locked).
 */
export async function settle(
  trx: TransactionClientContract,
  event: Event,
  now: DateTime,
  mails: Mails
) {
  const ended = await registrations(trx, event.communityId)
    .where('event_id', event.id)
    .where((over) =>
      over
        .where((held) => held.where('status', 'held').where('held_until', '<=', now.toSQL()!))
        .orWhere((offered) =>
          offered.where('status', 'offered').where('offer_expires_at', '<=', now.toSQL()!)
        )
    )
  for (const registration of ended) {
    registration.merge({
      cancelReason: registration.status === 'held' ? 'hold_expired' : 'offer_expired',
      status: 'cancelled',
      cancelledAt: now,
      heldUntil: null,
      offerExpiresAt: null,
    })
    await registration.useTransaction(trx).save()
  }
  const { taken, waiting } = await occupancy(trx, event)
  if (!waiting) return
  const free = event.attendeesLimit === 0 ? waiting : Math.max(0, event.attendeesLimit - taken)
  if (!free) return
  const next = await registrations(trx, event.communityId)
    .where('event_id', event.id)
    .where('status', 'waiting')
    .orderBy('waiting_since')
    .orderBy('id')
    .limit(free)
  const offerUntil = now.plus({ hours: registrationTimes().offerHours })
  for (const registration of next) {
    registration.merge({ status: 'offered', offerExpiresAt: offerUntil })
    await registration.useTransaction(trx).save()
    mails.push({ id: registration.id, kind: 'offer' })
  }
}
