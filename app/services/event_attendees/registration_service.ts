import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Contact from '#models/contact'
import type Event from '#models/event'
import EventRegistration from '#models/event_registration'
import { contactFor } from '#services/event_attendees/attendee_contact'
import {
  confirmPlace,
  databaseNow,
  hasRoom,
  joinWaitingList,
  lockEvent,
  occupancy,
  positionOf,
  registrations,
  settle,
} from '#services/event_attendees/places'
import { insertRegistration } from '#services/event_attendees/registration_insert'
import { type Mails, sendMails, STATE_MAILS } from '#services/event_attendees/registration_mails'
import { registrationTimes } from '#services/event_attendees/registration_settings'
import { recordAttendee } from '#services/event_attendees/attendee_audit'

/** The version of the consent text the app shows, stored when the app names none. */
export const CONSENT_VERSION = 'termeni-comunitate-v1'

export interface RegistrationInput {
  first_name: string
  last_name: string
  email: string
  phone?: string | null
  consent_version?: string | null
}

/** How a registration is made: the e-mails' language; a member's account and contact. */
export interface RegistrationOptions {
  locale: string
  now?: DateTime
  /** A member registering as themselves (docs/members.md): their contact, no double opt-in. */
  member?: { id: number; contactId: number }
}

/** A member as their registration names them: the account's verified e-mail, their contact. */
export interface MemberRegistrant {
  id: number
  contactId: number
  email: string
  firstName: string
  lastName: string
  phone: string | null
  locale: string
}

/** What a registration request led to: the registration and, when waiting, its place in line. */
export interface RegistrationOutcome {
  registration: EventRegistration
  created: boolean
  position: number | null
}

/** A refusal the caller shows: the reason's key (events.attendees.refused.*). */
export class RegistrationRefused extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/** Attendee registrations, places, the waiting list and check-in (docs/events.md, "Attendees"). */
export class RegistrationService {
  /**
   * A registration from the public API: the same e-mail gets its registration back, nothing
   * sent (`created` false; sendState tells its state); otherwise a place held until the e-mail
   * is confirmed, or the waiting list when the event is full. A new registration is one
   * statement that holds its event's lock only while it runs. A member's (`options.member`,
   * registerMember) has the member's contact and a verified e-mail: the held place is confirmed
   * with its ticket in the same transaction.
   */
  static async register(
    event: Event,
    input: RegistrationInput,
    options: RegistrationOptions
  ): Promise<RegistrationOutcome> {
    const mails: Mails = []
    const member = options.member ?? null
    const email = input.email.trim()
    const person = {
      firstName: input.first_name,
      lastName: input.last_name,
      email,
      phone: input.phone || null,
    }
    const fields = {
      ...person,
      locale: options.locale,
      consentVersion: input.consent_version || CONSENT_VERSION,
    }
    const findExisting = () =>
      registrations(null, event.communityId)
        .where('event_id', event.id)
        .whereRaw('lower(email) = lower(?)', [email])
        .first()
    const again = async (existing: EventRegistration) => ({
      registration: existing,
      created: false,
      position: await positionOf(null, existing),
    })
    let existing = await findExisting()
    if (existing && existing.status !== 'cancelled') return again(existing)
    const contactId = member?.contactId ?? (await contactFor(event.communityId, person))
    if (!existing) {
      const inserted = member
        ? await db.transaction(async (trx) => {
            const row = { ...fields, contactId, memberId: member.id }
            const result = await insertRegistration(event, row, options.now, trx)
            if (result?.registration.status === 'held') {
              await confirmPlace(trx, result.registration, options.now ?? DateTime.now(), mails)
            }
            return result
          })
        : await insertRegistration(event, { ...fields, contactId }, options.now)
      if (inserted) {
        const { registration, position } = inserted
        // A member's confirmed place queued its ticket (confirmPlace).
        if (registration.status === 'held') mails.push({ id: registration.id, kind: 'confirm' })
        if (registration.status === 'waiting') {
          mails.push({ id: registration.id, kind: 'waiting', position })
        }
        await sendMails(mails)
        return { registration, created: true, position }
      }
      // The same e-mail registered by a request that held the lock before this one.
      existing = await findExisting()
      if (!existing) throw new Error('registration: the event is gone')
      if (existing.status !== 'cancelled') return again(existing)
    }
    // A cancelled registration registers again: it takes a place or joins the list anew.
    const cancelledId = existing.id
    const outcome = await db.transaction(async (trx) => {
      const locked = await lockEvent(trx, event.id)
      const row = await registrations(trx, event.communityId).where('id', cancelledId).firstOrFail()
      if (row.status !== 'cancelled') {
        return { registration: row, created: false, position: await positionOf(trx, row) }
      }
      // The database's clock, as a new registration's insert: the waiting list has one clock.
      const at = options.now ?? (await databaseNow(trx))
      const { taken, waiting } = await occupancy(trx, locked)
      const place = hasRoom(locked, taken) && waiting === 0
      row.merge({
        contactId,
        memberId: member?.id ?? row.memberId,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        source: 'api',
        locale: options.locale,
        consentAt: at,
        consentVersion: fields.consentVersion,
        status: place ? 'held' : 'waiting',
        heldUntil: place ? at.plus({ minutes: registrationTimes().holdMinutes }) : null,
        waitingSince: place ? null : at,
        offerExpiresAt: null,
        confirmedAt: null,
        emailConfirmedAt: null,
        cancelledAt: null,
        cancelReason: null,
      })
      await row.useTransaction(trx).save()
      if (!place && !options.now) await joinWaitingList(trx, row)
      const position = await positionOf(trx, row)
      if (place && member) await confirmPlace(trx, row, at, mails)
      else mails.push({ id: row.id, kind: place ? 'confirm' : 'waiting', position })
      return { registration: row, created: true, position }
    })
    await sendMails(mails)
    return outcome
  }

  /**
   * A member registers as themselves in the app (docs/members.md): the public registration's
   * rules with the member's contact and verified e-mail, so a free place is confirmed at once
   * with its ticket. The same e-mail's earlier registration comes back, now the member's: a held
   * place is confirmed and an offered one accepted, the e-mail being verified; nothing is sent
   * for a repeat otherwise (the answer tells the state). Only a row of no member (public, staff)
   * becomes theirs: another member's is refused (`other_member`), nothing changed.
   */
  static async registerMember(
    event: Event,
    member: MemberRegistrant,
    input: { phone?: string | null; consent_version?: string | null },
    now?: DateTime<true>
  ): Promise<RegistrationOutcome> {
    // The e-mail's row of another member (who registered, then changed address) stays theirs:
    // its ticket, a cancelled one too, is never handed to whoever holds the address now.
    const ownedByOther = (row: EventRegistration | null) =>
      row !== null && row.memberId !== null && row.memberId !== member.id
    const earlier = await registrations(null, event.communityId)
      .where('event_id', event.id)
      .whereRaw('lower(email) = lower(?)', [member.email.trim()])
      .first()
    if (ownedByOther(earlier)) throw new RegistrationRefused('other_member')
    const outcome = await RegistrationService.register(
      event,
      {
        first_name: member.firstName,
        last_name: member.lastName,
        email: member.email,
        phone: input.phone || member.phone,
        consent_version: input.consent_version,
      },
      { locale: member.locale, now, member: { id: member.id, contactId: member.contactId } }
    )
    if (outcome.created) return outcome
    let registration = outcome.registration
    if (ownedByOther(registration)) throw new RegistrationRefused('other_member')
    if (registration.memberId !== member.id) {
      registration.memberId = member.id
      await registration.save()
    }
    if (registration.status === 'held') {
      registration = await RegistrationService.confirm(registration, now ?? DateTime.now())
    } else if (registration.status === 'offered') {
      registration = await RegistrationService.acceptOffer(registration, now ?? DateTime.now())
    }
    return { registration, created: false, position: await positionOf(null, registration) }
  }

  /**
   * Sends a registration's state to its address (a repeated registration): the confirmation
   * link again, the waiting list's place, the ticket, the offered place, or the check-in.
   */
  static async sendState({ registration, position }: RegistrationOutcome) {
    const kind = STATE_MAILS[registration.status]
    if (kind) await sendMails([{ id: registration.id, kind, position }])
  }

  /**
   * The e-mail's confirmation link: a held place becomes confirmed with a ticket; a confirmed one
   * stays so. Refused once the hold has ended or the registration was cancelled.
   */
  static async confirm(registration: EventRegistration, now = DateTime.now()) {
    return RegistrationService.change(registration, now, async (trx, row, mails) => {
      if (row.status === 'confirmed' || row.status === 'checked_in') return row
      if (row.status === 'waiting') {
        row.emailConfirmedAt ??= now
        await row.useTransaction(trx).save()
        return row
      }
      if (row.status !== 'held') throw new RegistrationRefused('link_expired')
      await confirmPlace(trx, row, now, mails)
      return row
    })
  }

  /** The offer's link: an offered place, before the offer ends, becomes confirmed with a ticket. */
  static async acceptOffer(registration: EventRegistration, now = DateTime.now()) {
    return RegistrationService.change(registration, now, async (trx, row, mails) => {
      if (row.status === 'confirmed' || row.status === 'checked_in') return row
      if (row.status !== 'offered') throw new RegistrationRefused('link_expired')
      await confirmPlace(trx, row, now, mails)
      return row
    })
  }

  /**
   * Cancels (the person's link or the staff); a freed place goes to the waiting list's first.
   * The person cancels until the event ends (read under its lock): an ended event's
   * registration is its history, refused as `ended` with nothing changed.
   */
  static async cancel(
    registration: EventRegistration,
    reason: 'attendee' | 'admin',
    now = DateTime.now()
  ) {
    return RegistrationService.change(registration, now, async (trx, row, mails, event) => {
      if (row.status === 'cancelled') return row
      if (row.status === 'checked_in') throw new RegistrationRefused('checked_in')
      if (reason === 'attendee' && event.endAt <= now) throw new RegistrationRefused('ended')
      const before = row.status
      row.merge({
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: reason,
        heldUntil: null,
        offerExpiresAt: null,
      })
      await row.useTransaction(trx).save()
      // The staff's cancellation is audited; the person's own (their link, the app) is theirs.
      if (reason === 'admin') await recordAttendee(trx, event, row, 'attendee_cancel', before)
      mails.push({ id: row.id, kind: 'cancelled' })
      return row
    })
  }

  /** The staff move someone up from the waiting list: a confirmed place when one is free. */
  static async moveUp(registration: EventRegistration, now = DateTime.now()) {
    return RegistrationService.change(registration, now, async (trx, row, mails, event) => {
      if (row.status !== 'waiting' && row.status !== 'offered') {
        throw new RegistrationRefused('not_waiting')
      }
      const { taken } = await occupancy(trx, event)
      const own = row.status === 'offered' ? 1 : 0
      if (!hasRoom(event, taken - own)) throw new RegistrationRefused('full')
      const before = row.status
      await confirmPlace(trx, row, now, mails)
      await recordAttendee(trx, event, row, 'attendee_move_up', before)
      return row
    })
  }

  /**
   * A contact added by hand by the staff: confirmed with a ticket when a place is free (and no
   * one waits), else on the waiting list. Refused when the contact's e-mail is registered.
   */
  static async addContact(event: Event, contact: Contact, given?: DateTime) {
    if (!contact.email) throw new RegistrationRefused('no_email')
    const mails: Mails = []
    const registration = await db.transaction(async (trx) => {
      const locked = await lockEvent(trx, event.id)
      // The database's clock, as a new registration's insert: the waiting list has one clock.
      const now = given ?? (await databaseNow(trx))
      await settle(trx, locked, now, mails)
      const existing = await registrations(trx, locked.communityId)
        .where('event_id', locked.id)
        .whereRaw('lower(email) = lower(?)', [contact.email!])
        .first()
      if (existing && existing.status !== 'cancelled') {
        throw new RegistrationRefused('already_registered')
      }
      const { taken, waiting } = await occupancy(trx, locked)
      const place = hasRoom(locked, taken) && waiting === 0
      const row = existing ?? new EventRegistration()
      row.merge({
        communityId: locked.communityId,
        eventId: locked.id,
        contactId: contact.id,
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email!,
        phone: contact.phoneNumber,
        source: 'admin',
        locale: 'ro',
        consentAt: null,
        consentVersion: null,
        status: place ? 'confirmed' : 'waiting',
        waitingSince: place ? null : now,
        heldUntil: null,
        offerExpiresAt: null,
        cancelledAt: null,
        cancelReason: null,
      })
      await row.useTransaction(trx).save()
      if (place) await confirmPlace(trx, row, now, mails)
      else {
        if (!given) await joinWaitingList(trx, row)
        mails.push({ id: row.id, kind: 'waiting' })
      }
      await recordAttendee(trx, locked, row, 'attendee_add', existing?.status ?? null)
      return row
    })
    await sendMails(mails)
    return registration
  }

  /** Sends the ticket again (a confirmed or checked-in registration only). */
  static async resendTicket(registration: EventRegistration) {
    if (registration.status !== 'confirmed' && registration.status !== 'checked_in') {
      throw new RegistrationRefused('no_ticket')
    }
    await sendMails([{ id: registration.id, kind: 'ticket' }])
  }

  /**
   * Ends the holds and offers whose time is over, in every event that has one, passing the
   * places on (the queue's sweep, every minute). How many events were settled.
   */
  static async expire(now = DateTime.now()) {
    // Every community's events: the sweep runs for the whole platform, by the rows' own ids.
    const due = await db
      .from('event_registrations')
      .where((over) =>
        over
          .where((held) => held.where('status', 'held').where('held_until', '<=', now.toSQL()!))
          .orWhere((offered) =>
            offered.where('status', 'offered').where('offer_expires_at', '<=', now.toSQL()!)
          )
      )
      .distinct('event_id')
    for (const { event_id: eventId } of due) {
      const mails: Mails = []
      await db.transaction(async (trx) => settle(trx, await lockEvent(trx, eventId), now, mails))
      await sendMails(mails)
    }
    return due.length
  }

  /** A change to one registration with its event locked; the mails go out after the commit. */
  private static async change(
    registration: EventRegistration,
    now: DateTime,
    apply: (
      trx: TransactionClientContract,
      row: EventRegistration,
      mails: Mails,
      event: Event
    ) => Promise<EventRegistration>
  ) {
    const mails: Mails = []
    const result = await db.transaction(async (trx) => {
      const event = await lockEvent(trx, registration.eventId)
      await settle(trx, event, now, mails)
      const row = await registrations(trx, registration.communityId)
        .where('id', registration.id)
        .firstOrFail()
      const changed = await apply(trx, row, mails, event)
      await settle(trx, event, now, mails)
      return changed
    })
    await sendMails(mails)
    return result
  }
}
