/**
 * The places of an event under load and over time, through the app's registration service in
 * this process: many registrations at once never take more places than the limit; a hold and
 * an offer end and their place passes on down the waiting list.
 */
import { afterAll, describe, expect, test, vi } from 'vitest'
import { DateTime } from 'luxon'
import { createOrgAdmin, factories, mailsTo, query } from '../support/db.ts'
import { nativeImport } from '../support/native_import.js'
import { createContact } from './helpers/contacts.ts'
import { createEvent } from './helpers/events.ts'
import {
  createRegistration,
  createRegistrations,
  registrationService,
  registrationsOf,
  stopInProcessQueue,
  ticketOf,
} from './helpers/attendees.ts'

afterAll(() => stopInProcessQueue())

async function eventModel(id: number) {
  await factories()
  const { default: Event } = await nativeImport<typeof import('#models/event')>('#models/event')
  return Event.findOrFail(id)
}

// First: its offer e-mail must not queue behind the capacity test's thousand confirmations.
describe('holds and offers over time', () => {
  test('an ended hold frees its place: offered to the first waiting, whose ended offer passes to the next', async () => {
    const { community } = await createOrgAdmin(['events-module'])
    const event = await createEvent(community.id, { attendees_limit: 2 })
    const kept = await createRegistration(event)
    const held = await createRegistration(event, {}, 'held')
    const first = await createRegistration(
      event,
      { waiting_since: new Date(Date.now() - 2000) },
      'waiting'
    )
    const second = await createRegistration(
      event,
      { waiting_since: new Date(Date.now() - 1000) },
      'waiting'
    )
    const { RegistrationService } = await registrationService()

    // Before the hold ends, the sweep changes nothing.
    await RegistrationService.expire(DateTime.now().plus({ minutes: 29 }))
    const before = await registrationsOf(event.id)
    expect(before.map((r) => r.status)).toEqual(['confirmed', 'held', 'waiting', 'waiting'])

    const afterHold = DateTime.now().plus({ minutes: 31 })
    await RegistrationService.expire(afterHold)
    let rows = await registrationsOf(event.id)
    expect(rows.map((r) => [r.id, r.status, r.cancel_reason])).toEqual([
      [kept.id, 'confirmed', null],
      [held.id, 'cancelled', 'hold_expired'],
      [first.id, 'offered', null],
      [second.id, 'waiting', null],
    ])
    expect(rows[2].offer_expires_at!.getTime()).toBe(afterHold.plus({ hours: 24 }).toMillis())

    await RegistrationService.expire(afterHold.plus({ hours: 24, minutes: 1 }))
    rows = await registrationsOf(event.id)
    expect(rows.map((r) => [r.status, r.cancel_reason])).toEqual([
      ['confirmed', null],
      ['cancelled', 'hold_expired'],
      ['cancelled', 'offer_expired'],
      ['offered', null],
    ])
    expect(await ticketOf(second.id)).toBeUndefined()
    // The offers were queued for the server's worker to send.
    const deadline = Date.now() + 15_000
    let sent = await mailsTo(second.email)
    while (sent.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      sent = await mailsTo(second.email)
    }
    expect(sent.map((mail) => mail.subject)).toEqual([`S-a eliberat un loc: ${event.name}`])
  })

  test('bulk rows: the factories write a large event in one statement, tickets for the confirmed', async () => {
    const { community } = await createOrgAdmin(['events-module'])
    const event = await createEvent(community.id, { attendees_limit: 0 })
    const ids = await createRegistrations(event, 300, (i) => ({
      status: i % 3 === 0 ? 'cancelled' : 'confirmed',
    }))
    expect(ids).toHaveLength(300)
    const rows = await registrationsOf(event.id)
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(200)
    expect(await ticketOf(rows[1].id)).toBeDefined()
    expect(await ticketOf(rows[0].id)).toBeUndefined()
  })
})

describe('capacity', () => {
  test('1,000 registrations at once for 100 places: exactly 100 held, 900 waiting in order, none lost or doubled', async () => {
    const { community } = await createOrgAdmin(['events-module'])
    const row = await createEvent(community.id, { attendees_limit: 100 })
    const event = await eventModel(row.id)
    const { RegistrationService } = await registrationService()
    const people = Array.from({ length: 1000 }, (_, i) => ({
      first_name: 'Ion',
      last_name: `Nr ${i}`,
      email: `val-${row.id}-${i}@example.test`,
      consent_version: null,
    }))
    const outcomes = await Promise.all(
      people.map((person) => RegistrationService.register(event, person, { locale: 'ro' }))
    )
    const rows = await registrationsOf(row.id)
    expect(rows).toHaveLength(1000)
    expect(new Set(rows.map((r) => r.email)).size).toBe(1000)
    expect(rows.filter((r) => r.status === 'held')).toHaveLength(100)
    expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(900)
    const positions = outcomes
      .filter((outcome) => outcome.registration.status === 'waiting')
      .map((outcome) => outcome.position)
      .sort((a, b) => a! - b!)
    expect(positions).toEqual(Array.from({ length: 900 }, (_, i) => i + 1))
  }, 120_000)

  test('the same e-mail many times at once: one registration', async () => {
    const { community } = await createOrgAdmin(['events-module'])
    const row = await createEvent(community.id, { attendees_limit: 5 })
    const event = await eventModel(row.id)
    const { RegistrationService } = await registrationService()
    const person = { first_name: 'Ion', last_name: 'Pop', email: `dublu-${row.id}@example.test` }
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        RegistrationService.register(event, person, { locale: 'ro' })
      )
    )
    expect(new Set(outcomes.map((outcome) => outcome.registration.uid)).size).toBe(1)
    expect(await registrationsOf(row.id)).toHaveLength(1)
  })
})

describe("the waiting list's one clock", () => {
  test("an app clock an hour ahead: a registration again and a contact added by the staff wait in arrival order, by the database's clock", async () => {
    const { community } = await createOrgAdmin(['events-module'])
    const row = await createEvent(community.id, { attendees_limit: 1 })
    const event = await eventModel(row.id)
    const { RegistrationService } = await registrationService()
    const [{ default: EventRegistration }, { default: Contact }] = await Promise.all([
      nativeImport<typeof import('#models/event_registration')>('#models/event_registration'),
      nativeImport<typeof import('#models/contact')>('#models/contact'),
    ])
    const register = (name: string) =>
      RegistrationService.register(
        event,
        { first_name: 'Ion', last_name: name, email: `${name}-${row.id}@example.test` },
        { locale: 'ro' }
      )
    const seated = await createRegistration(row)
    const first = await register('cristi')
    expect(first.registration.status).toBe('waiting')
    await RegistrationService.cancel(first.registration, 'attendee')

    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 3_600_000)
      // In line by arrival: the one registering again, a new one, a contact added by the staff.
      const again = await register('cristi')
      expect([again.created, again.position]).toEqual([true, 1])
      const next = await register('dana')
      expect(next.position).toBe(2)
      const contact = await createContact(community.id, { first_name: 'Elena' })
      const added = await RegistrationService.addContact(
        event,
        await Contact.findOrFail(contact.id)
      )
      expect(added.status).toBe('waiting')

      // Their places in line as a repeat tells them, and the freed place goes to the first.
      const positions = await Promise.all([register('cristi'), register('dana')])
      expect(positions.map((outcome) => outcome.position)).toEqual([1, 2])
      const stamps = await query<{ id: number; late: boolean }>(
        `select id, waiting_since > clock_timestamp() + interval '10 minutes' as late
           from event_registrations where event_id = $1 and status = 'waiting'
          order by waiting_since, id`,
        [row.id]
      )
      expect(stamps).toEqual([
        { id: again.registration.id, late: false },
        { id: next.registration.id, late: false },
        { id: added.id, late: false },
      ])
      await RegistrationService.cancel(await EventRegistration.findOrFail(seated.id), 'admin')
      const statuses = await query<{ id: number; status: string }>(
        `select id, status from event_registrations where id = any($1) order by id`,
        [[again.registration.id, next.registration.id, added.id]]
      )
      expect(statuses).toEqual([
        { id: again.registration.id, status: 'offered' },
        { id: next.registration.id, status: 'waiting' },
        { id: added.id, status: 'waiting' },
      ])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("the event's counters", () => {
  /** The event's places taken and waiting list's length, which must equal its rows' states. */
  async function counters(eventId: number) {
    const [event] = await query<{ places_taken: number; waiting_count: number }>(
      `select places_taken, waiting_count from events where id = $1`,
      [eventId]
    )
    const rows = await registrationsOf(eventId)
    const taken = rows.filter((r) =>
      ['held', 'confirmed', 'offered', 'checked_in'].includes(r.status)
    )
    expect(event).toEqual({
      places_taken: taken.length,
      waiting_count: rows.filter((r) => r.status === 'waiting').length,
    })
    return [event.places_taken, event.waiting_count]
  }

  test('registrations, cancellations, offers and their expiry keep places and the waiting list counted; positions stay gapless', async () => {
    const { community } = await createOrgAdmin(['events-module'])
    const row = await createEvent(community.id, { attendees_limit: 2 })
    const event = await eventModel(row.id)
    const { RegistrationService } = await registrationService()
    const { default: EventRegistration } = await nativeImport<
      typeof import('#models/event_registration')
    >('#models/event_registration')
    const register = (name: string) =>
      RegistrationService.register(
        event,
        { first_name: 'Ion', last_name: name, email: `${name}-${row.id}@example.test` },
        { locale: 'ro' }
      )
    const reloaded = (id: number) => EventRegistration.findOrFail(id)
    const statusOf = async (id: number) => {
      const registration = await reloaded(id)
      return registration.status
    }

    const outcomes = []
    for (const name of ['a', 'b', 'c', 'd', 'e']) outcomes.push(await register(name))
    const [a, , c, d, e] = outcomes
    expect(outcomes.map((outcome) => outcome.position)).toEqual([null, null, 1, 2, 3])
    expect(await counters(row.id)).toEqual([2, 3])

    // A waiting one cancels: the next one takes the end of a list one shorter.
    await RegistrationService.cancel(await reloaded(d.registration.id), 'attendee')
    expect(await counters(row.id)).toEqual([2, 2])
    const f = await register('f')
    expect(f.position).toBe(3)
    expect(await counters(row.id)).toEqual([2, 3])

    // A held place cancelled: offered to the first waiting, the place stays taken.
    await RegistrationService.cancel(await reloaded(a.registration.id), 'admin')
    expect(await statusOf(c.registration.id)).toBe('offered')
    expect(await counters(row.id)).toEqual([2, 2])

    // The hold and the offer end: both places are offered down the list, which empties.
    await RegistrationService.expire(DateTime.now().plus({ hours: 25 }))
    expect(await statusOf(e.registration.id)).toBe('offered')
    expect(await counters(row.id)).toEqual([2, 0])

    // The cancelled one registers again: the first in line of a full event.
    const again = await register('d')
    expect([again.created, again.position]).toEqual([true, 1])
    expect(await counters(row.id)).toEqual([2, 1])

    // An offer accepted, another place freed and moved up by the staff.
    await RegistrationService.acceptOffer(await reloaded(e.registration.id))
    expect(await counters(row.id)).toEqual([2, 1])
    await RegistrationService.cancel(await reloaded(e.registration.id), 'admin')
    expect(await statusOf(again.registration.id)).toBe('offered')
    await RegistrationService.moveUp(await reloaded(again.registration.id))
    expect(await statusOf(again.registration.id)).toBe('confirmed')
    expect(await counters(row.id)).toEqual([2, 0])
  })

  test('deleted registrations leave the counters with the rows', async () => {
    const { community } = await createOrgAdmin(['events-module'])
    const event = await createEvent(community.id, { attendees_limit: 3 })
    const kept = await createRegistration(event)
    await createRegistration(event, {}, 'held')
    const waiting = await createRegistration(event, { waiting_since: new Date() }, 'waiting')
    expect(await counters(event.id)).toEqual([2, 1])
    await query(`delete from event_registrations where id in ($1, $2)`, [kept.id, waiting.id])
    expect(await counters(event.id)).toEqual([1, 0])
  })
})
