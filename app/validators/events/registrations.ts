import vine from '@vinejs/vine'
import { emailAddress, personName, phoneNumber } from '#validators/users/users'
import { recordId } from '#validators/shared/shared'
import { singleLineText } from '#validators/text_rules'
import { REGISTRATION_STATUSES } from '#shared/event_attendees'

/**
 * A registration from the mobile app (POST /api/communities/{slug}/events/{uid}/registrations):
 * the person, an optional phone, and the consent to the community's terms (required, with the
 * version of the text the app showed, when it names one).
 */
export const registrationValidator = vine.create({
  first_name: personName(),
  last_name: personName(),
  email: emailAddress(),
  phone: phoneNumber().optional(),
  consent: vine.accepted(),
  consent_version: singleLineText().trim().maxLength(40).optional(),
})

/** The Participanți tab's "add from the contacts": one contact of the community. */
export const addAttendeeValidator = vine.create({
  attendee_contact_id: recordId(),
})

/** A ticket code as typed at the door (or read from its QR). */
export const checkInValidator = vine.create({
  code: singleLineText().trim().minLength(1).maxLength(40),
})

/** The tab's status filter. */
export const REGISTRATION_FILTERS = ['all', ...REGISTRATION_STATUSES] as const
