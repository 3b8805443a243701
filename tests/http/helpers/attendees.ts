/**
 * Helpers for the attendees tests: registrations and tickets built with their factories
 * (returned as stored), the app's registration API as the mobile app calls it, and the links
 * of the registration's e-mails.
 */
import { createHmac } from 'node:crypto'
import type EventRegistration from '#models/event_registration'
import type EventTicket from '#models/event_ticket'
import type { RegistrationLinkName } from '#services/event_attendees/registration_links'
import { attributesOf, factories, mailsTo, query, rowById, type Row } from '../../support/db.ts'
import { nativeImport } from '../../support/native_import.js'
import { TEST_APP_KEY } from '../../support/stack.ts'

export type RegistrationRow = Row<typeof EventRegistration>
export type TicketRow = Row<typeof EventTicket>
type State = 'held' | 'waiting' | 'offered' | 'cancelled'

/** One registration of an event (confirmed with a ticket unless a state is given). */
export async function createRegistration(
  event: { id: number; community_id: number },
  fields: Partial<Omit<RegistrationRow, 'id' | 'uid'>> = {},
  state?: State
) {
  const { EventRegistrationFactory, EventTicketFactory } = await factories()
  const builder = EventRegistrationFactory.merge({
    ...attributesOf(fields),
    communityId: event.community_id,
    eventId: event.id,
  })
  const registration = await (state ? builder.apply(state) : builder).create()
  let ticket: TicketRow | null = null
  if (registration.status === 'confirmed' || registration.status === 'checked_in') {
    const created = await EventTicketFactory.merge({
      communityId: event.community_id,
      eventId: event.id,
      registrationId: registration.id,
    }).create()
    ticket = await rowById<TicketRow>('event_tickets', created.id)
  }
  return { ...(await rowById<RegistrationRow>('event_registrations', registration.id)), ticket }
}

/** Many registrations of an event in one statement (createRegistrationsInBulk). */
export async function createRegistrations(
  event: { id: number; community_id: number },
  count: number,
  attributes: (index: number) => Record<string, unknown> = () => ({})
) {
  const { createRegistrationsInBulk } = await factories()
  return createRegistrationsInBulk({ id: event.id, communityId: event.community_id }, count, (i) =>
    attributesOf(attributes(i))
  )
}

export async function registrationsOf(eventId: number) {
  return query<RegistrationRow>(
    `select * from event_registrations where event_id = $1 order by id`,
    [eventId]
  )
}

export async function registrationByEmail(eventId: number, email: string) {
  const [row] = await query<RegistrationRow>(
    `select * from event_registrations where event_id = $1 and lower(email) = lower($2)`,
    [eventId, email]
  )
  return row as RegistrationRow | undefined
}

export async function ticketOf(registrationId: number) {
  const [row] = await query<TicketRow>(`select * from event_tickets where registration_id = $1`, [
    registrationId,
  ])
  return row as TicketRow | undefined
}

/** The registration's service of the app, in this process (the sweep, the concurrency test). */
export async function registrationService() {
  await factories()
  // The jobs it queues are known to this process as to the server's.
  const { registerRegistrationJobs } = await nativeImport<
    typeof import('#services/event_attendees/registration_jobs')
  >('#services/event_attendees/registration_jobs')
  registerRegistrationJobs()
  return nativeImport<typeof import('#services/event_attendees/registration_service')>(
    '#services/event_attendees/registration_service'
  )
}

/** Stops the queue the in-process service started (its e-mails were sent to the queue). */
export async function stopInProcessQueue() {
  const { stopQueue } = await nativeImport<typeof import('#services/queue')>('#services/queue')
  await stopQueue()
}

/** The form the mobile app posts. */
export function registrationForm(fields: Record<string, unknown> = {}) {
  return {
    first_name: 'Elena',
    last_name: 'Dumitrescu',
    email: 'elena@example.test',
    phone: '+40722111222',
    consent: true,
    consent_version: 'termeni-2026-01',
    ...fields,
  }
}

/** Waits for the queue's worker to send the e-mails an address should get. */
export async function waitForMails(email: string, count = 1, timeout = 15_000) {
  const until = Date.now() + timeout
  for (;;) {
    const mails = await mailsTo(email)
    if (mails.length >= count || Date.now() > until) return mails
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The path of one of a registration's links in an e-mail, as signed there: its page (every
 * e-mail but a cancellation's links it), or its confirmation.
 */
export function linkIn(html: string | null | undefined, link: 'page' | 'confirm' = 'page') {
  const path = link === 'confirm' ? '/confirm' : ''
  const pattern = new RegExp(`/event-registrations/[0-9a-f-]{36}${path}\\?[^"]+`)
  const match = pattern.exec(html ?? '')
  if (!match) throw new Error(`No registration ${link} link in: ${html}`)
  return match[0].replaceAll('&amp;', '&')
}

/** The path of one of a registration's links, signed as its e-mails and its page sign it. */
export async function registrationLink(
  uid: string,
  name: RegistrationLinkName = 'registrations.show'
) {
  await factories()
  // The app's routes, for the links' names (the test process boots no HTTP server).
  const [{ default: router }, links, { default: EventRegistration }] = await Promise.all([
    nativeImport<typeof import('@adonisjs/core/services/router')>('@adonisjs/core/services/router'),
    nativeImport<typeof import('#services/event_attendees/registration_links')>(
      '#services/event_attendees/registration_links'
    ),
    nativeImport<typeof import('#models/event_registration')>('#models/event_registration'),
  ])
  await nativeImport('#start/routes')
  router.commit()
  const registration = await EventRegistration.query()
    .where('uid', uid)
    .preload('event')
    .firstOrFail()
  return links.registrationLink(name, registration)
}

/** The token of a registration's links as e-mailed before they were signed (an HMAC of its uid). */
export function legacyRegistrationToken(uid: string) {
  return createHmac('sha256', TEST_APP_KEY).update(`event-registration:${uid}`).digest('base64url')
}
