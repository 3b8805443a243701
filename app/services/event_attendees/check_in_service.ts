import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Event from '#models/event'
import EventRegistration from '#models/event_registration'
import EventTicket from '#models/event_ticket'
import User from '#models/user'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { lockEvent } from '#services/event_attendees/places'
import { recordAttendee } from '#services/event_attendees/attendee_audit'
import { normalizeTicketCode } from '#shared/event_attendees'

export type CheckInOutcome =
  'checked_in' | 'already' | 'cancelled' | 'not_confirmed' | 'other_event' | 'unknown'

export type CheckInResult = {
  outcome: CheckInOutcome
  code: string
  attendee: { firstName: string; lastName: string; email: string } | null
  /** When the ticket was checked in (now, or before: `already`), and by whom. */
  checkedInAt: string | null
  checkedInBy: string | null
}

/**
 * Checks a ticket in at the door of an event. The event's row is locked first, as every change of
 * its places (places.ts), then the ticket's and the registration's: a cancellation or an offer
 * waits, and two staff with the same ticket at once check it in once (the second is told when and
 * by whom). Only a confirmed registration enters; a ticket of another event, of a cancelled or
 * not confirmed registration (waiting, held, offered: a ticket kept from before a cancellation)
 * or unknown in the community is refused, nothing changed.
 */
export async function checkIn(event: Event, typed: string, staff: User): Promise<CheckInResult> {
  const code = normalizeTicketCode(typed)
  const scope = communityScope(event.communityId)
  return db.transaction(async (trx) => {
    await lockEvent(trx, event.id)
    const ticket = await EventTicket.forTenant(scope)
      .useTransaction(trx)
      .where('code', code)
      .forUpdate()
      .first()
    const empty = { code, attendee: null, checkedInAt: null, checkedInBy: null }
    if (!ticket) return { ...empty, outcome: 'unknown' as const }
    if (ticket.eventId !== event.id) return { ...empty, outcome: 'other_event' as const }
    const registration = await EventRegistration.forTenant(scope)
      .useTransaction(trx)
      .where('id', ticket.registrationId)
      .forUpdate()
      .firstOrFail()
    const attendee = {
      firstName: registration.firstName,
      lastName: registration.lastName,
      email: registration.email,
    }
    if (registration.status === 'cancelled') {
      return { ...empty, attendee, outcome: 'cancelled' as const }
    }
    if (registration.status === 'checked_in') {
      // The staff member who checked the ticket in, by the ticket's own column (their name only).
      const by = ticket.checkedInBy
        ? await User.query({ client: trx }).where('id', ticket.checkedInBy).first()
        : null
      return {
        code,
        attendee,
        outcome: 'already' as const,
        checkedInAt: ticket.checkedInAt?.toISO() ?? null,
        checkedInBy: by?.fullName ?? null,
      }
    }
    if (registration.status !== 'confirmed') {
      return { ...empty, attendee, outcome: 'not_confirmed' as const }
    }
    const now = DateTime.now()
    ticket.merge({ checkedInAt: now, checkedInBy: staff.id })
    await ticket.useTransaction(trx).save()
    registration.status = 'checked_in'
    await registration.useTransaction(trx).save()
    await recordAttendee(trx, event, registration, 'attendee_check_in', 'confirmed')
    return {
      code,
      attendee,
      outcome: 'checked_in' as const,
      checkedInAt: now.toISO(),
      checkedInBy: staff.fullName,
    }
  })
}

/**
 * The check-in screen's figures from the event's row (its counters, kept by the registrations'
 * trigger): read after a check-in, they include it.
 */
export async function checkInCounts(event: Event) {
  const counts = await Event.query()
    .select('attendees_limit', 'confirmed_count', 'checked_in_count')
    .where('events.id', event.id)
    .pojo<{ attendees_limit: number; confirmed_count: number; checked_in_count: number }>()
    .firstOrFail()
  return {
    limit: counts.attendees_limit,
    confirmed: counts.confirmed_count,
    checked_in: counts.checked_in_count,
  }
}
