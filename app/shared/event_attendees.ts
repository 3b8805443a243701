/**
 * The states of an event registration (docs/events.md, "Attendees"):
 * held: a place kept until the e-mail is confirmed (or the hold ends);
 * confirmed: a place and a ticket; waiting: on the waiting list, in order;
 * offered: a freed place offered to the first on the list, until the offer ends;
 * cancelled: by the person, the staff, or an ended hold or offer; checked_in: at the door.
 */
export const REGISTRATION_STATUSES = [
  'held',
  'confirmed',
  'waiting',
  'offered',
  'cancelled',
  'checked_in',
] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** The states that take one of the event's places. */
export const PLACE_STATUSES = ['held', 'confirmed', 'offered', 'checked_in'] as const

/** Ticket codes: 16 characters of this alphabet (80 random bits), shown in groups of four. */
export const TICKET_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const TICKET_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/

/** A typed code as the server reads it: upper case, spaces and dashes dropped, I/L as 1, O as 0. */
export function normalizeTicketCode(input: string) {
  return input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0')
}
