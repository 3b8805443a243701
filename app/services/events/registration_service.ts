import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Contact from '#models/contact'
import Event from '#models/event'
import EventRegistration from '#models/event_registration'
import EventTicket from '#models/event_ticket'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { enqueue } from '#services/queue'
import { registrationTimes } from '#services/events/registration_links'
import { newTicketCode } from '#services/events/tickets'
import { PLACE_STATUSES, type RegistrationStatus } from '#shared/event_attendees'
import { storedPhoneForms } from '#shared/phones'

/** The version of the consent text the app shows, stored when the app names none. */
export const CONSENT_VERSION = 'termeni-comunitate-v1'

/** The e-mails of a registration (resources/views/emails/event_registration.edge). */
export type RegistrationMail =
  'confirm' | 'waiting' | 'ticket' | 'offer' | 'cancelled' | 'checked_in'
export const REGISTRATION_MAIL_JOB = 'event-registration.mail'
export const REGISTRATION_EXPIRY_JOB = 'event-registrations.expire'

export interface RegistrationInput {
  first_name: string
  last_name: string
  email: string
  phone?: string | null
  consent_version?: string | null
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

/** A page's action on a registration: `success()` as a toast, or the reason it was refused. */
export async function flashOutcome(
  { session, i18n }: HttpContext,
  action: () => Promise<unknown>,
  success: () => string
) {
  try {
    await action()
    session.flash('success', success())
  } catch (error) {
    if (!(error instanceof RegistrationRefused)) throw error
    session.flash('error', i18n.t(`events.attendees.refused.${error.reason}`))
  }
}

/** A queued e-mail: the registration, its kind and, on the waiting list, the place in line. */
type Mails = Array<{ id: number; kind: RegistrationMail; position?: number | null }>

async function sendMails(mails: Mails) {
  for (const mail of mails) {
    await enqueue(REGISTRATION_MAIL_JOB, {
      registrationId: mail.id,
      kind: mail.kind,
      ...(mail.position ? { position: mail.position } : {}),
    })
  }
}

/** The e-mail that tells a registration's state: what it would have received on getting there. */
const STATE_MAILS: Partial<Record<RegistrationStatus, RegistrationMail>> = {
  held: 'confirm',
  waiting: 'waiting',
  confirmed: 'ticket',
  offered: 'offer',
  checked_in: 'checked_in',
}

/** The event's row, locked until the transaction ends: every change of its places waits here. */
function lockEvent(trx: TransactionClientContract, eventId: number) {
  return Event.query({ client: trx }).where('id', eventId).forUpdate().firstOrFail()
}

function registrations(trx: TransactionClientContract, communityId: number) {
  return EventRegistration.forTenant(communityScope(communityId)).useTransaction(trx)
}

/** Places taken (held, confirmed, offered, checked in) and how many wait. */
async function occupancy(trx: TransactionClientContract, event: Event) {
  const [row] = await registrations(trx, event.communityId)
    .where('event_id', event.id)
    .select(
      db.raw(
        `count(*) filter (where status in (${PLACE_STATUSES.map(() => '?').join(',')}))::int as taken`,
        [...PLACE_STATUSES]
      ),
      db.raw(`count(*) filter (where status = 'waiting')::int as waiting`)
    )
    .pojo<{ taken: number; waiting: number }>()
  return row
}

function hasRoom(event: Event, taken: number) {
  return event.attendeesLimit === 0 || taken < event.attendeesLimit
}

/** The place in line of a waiting registration (1 = next). */
async function positionOf(trx: TransactionClientContract, registration: EventRegistration) {
  if (registration.status !== 'waiting' || !registration.waitingSince) return null
  const [row] = await registrations(trx, registration.communityId)
    .where('event_id', registration.eventId)
    .where('status', 'waiting')
    .where((ahead) =>
      ahead
        .where('waiting_since', '<', registration.waitingSince!.toSQL()!)
        .orWhere((same) =>
          same
            .where('waiting_since', registration.waitingSince!.toSQL()!)
            .where('id', '<=', registration.id)
        )
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

async function confirmPlace(
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
async function settle(trx: TransactionClientContract, event: Event, now: DateTime, mails: Mails) {
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

/**
 * The community's contact with this e-mail (else this phone), a contact of the contacts screen
 * first; else a new contact of that screen, so attendees reach contacts, lists and segments.
 */
async function contactFor(
  trx: TransactionClientContract,
  communityId: number,
  person: { firstName: string; lastName: string; email: string; phone: string | null }
) {
  const scoped = () => Contact.forTenant(communityScope(communityId)).useTransaction(trx)
  const byEmail = () =>
    scoped()
      .whereRaw('lower(email) = lower(?)', [person.email])
      .orderByRaw(`type = 'contact' desc`)
      .orderBy('id')
      .first()
  const found =
    (await byEmail()) ??
    (person.phone
      ? await scoped()
          .whereIn('phone_number', storedPhoneForms(person.phone))
          .orderByRaw(`type = 'contact' desc`)
          .orderBy('id')
          .first()
      : null)
  if (found) return found.id
  try {
    // A savepoint: another event's registration may create the same e-mail's contact meanwhile.
    const created = await trx.transaction((savepoint) =>
      Contact.create(
        {
          communityId,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phoneNumber: person.phone,
          extraData: {},
          type: 'contact',
        },
        { client: savepoint }
      )
    )
    return created.id
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error
    const raced = await byEmail()
    if (!raced) throw error
    return raced.id
  }
}

/**
 * A new registration in one statement, with the event locked: a held place when one is free and
 * no one waits, else the end of the waiting list (its position). Null when the e-mail is taken.
 * The places are counted up to the limit only (none for an unlimited event), so the time under
 * the lock does not grow with the event's registrations.
 */
async function insertRegistration(
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

/** Attendee registrations, places, the waiting list and check-in (docs/events.md, "Attendees"). */
export class RegistrationService {
  /**
   * A registration from the public API: the same e-mail gets its registration back, nothing
   * sent (`created` false; sendState tells its state); otherwise a place held until the e-mail
   * is confirmed, or the waiting list when the event is full. Events are locked one request at
   * a time.
   */
  static async register(
    event: Event,
    input: RegistrationInput,
    options: { locale: string; now?: DateTime }
  ): Promise<RegistrationOutcome> {
    const mails: Mails = []
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
    const outcome = await db.transaction(async (trx) => {
      const findExisting = () =>
        registrations(trx, event.communityId)
          .where('event_id', event.id)
          .whereRaw('lower(email) = lower(?)', [email])
          .first()
      const again = async (existing: EventRegistration) => ({
        registration: existing,
        created: false,
        position: await positionOf(trx, existing),
      })
      let existing = await findExisting()
      if (existing && existing.status !== 'cancelled') return again(existing)
      // The contact before the event's lock: the locked part stays short.
      const contactId = await contactFor(trx, event.communityId, person)
      const locked = await lockEvent(trx, event.id)
      // The waiting list's order is the order in which the lock was taken.
      const at = options.now ?? DateTime.now()
      if (!existing) {
        const inserted = await insertRegistration(trx, locked, { ...fields, contactId }, at)
        if (inserted) {
          mails.push({
            id: inserted.id,
            kind: inserted.status === 'held' ? 'confirm' : 'waiting',
            position: inserted.position,
          })
          return { registration: inserted.id, created: true, position: inserted.position }
        }
        // The same e-mail registered by a request that held the lock before this one.
        existing = (await findExisting())!
        if (existing.status !== 'cancelled') return again(existing)
      }
      // A cancelled registration registers again: it takes a place or joins the list anew.
      const { taken, waiting } = await occupancy(trx, locked)
      const place = hasRoom(locked, taken) && waiting === 0
      existing.merge({
        contactId,
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
      await existing.useTransaction(trx).save()
      const position = await positionOf(trx, existing)
      mails.push({ id: existing.id, kind: place ? 'confirm' : 'waiting', position })
      return { registration: existing, created: true, position }
    })
    await sendMails(mails)
    const registration =
      typeof outcome.registration === 'number'
        ? await EventRegistration.forTenant(communityScope(event.communityId))
            .where('id', outcome.registration)
            .firstOrFail()
        : outcome.registration
    return { ...outcome, registration }
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

  /** Cancels (the person's link or the staff); a freed place goes to the waiting list's first. */
  static async cancel(
    registration: EventRegistration,
    reason: 'attendee' | 'admin',
    now = DateTime.now()
  ) {
    return RegistrationService.change(registration, now, async (trx, row, mails) => {
      if (row.status === 'cancelled') return row
      if (row.status === 'checked_in') throw new RegistrationRefused('checked_in')
      row.merge({
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: reason,
        heldUntil: null,
        offerExpiresAt: null,
      })
      await row.useTransaction(trx).save()
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
      await confirmPlace(trx, row, now, mails)
      return row
    })
  }

  /**
   * A contact added by hand by the staff: confirmed with a ticket when a place is free (and no
   * one waits), else on the waiting list. Refused when the contact's e-mail is registered.
   */
  static async addContact(event: Event, contact: Contact, now = DateTime.now()) {
    if (!contact.email) throw new RegistrationRefused('no_email')
    const mails: Mails = []
    const registration = await db.transaction(async (trx) => {
      const locked = await lockEvent(trx, event.id)
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
      else mails.push({ id: row.id, kind: 'waiting' })
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

export type { RegistrationStatus }
