import { enqueueAll } from '#services/queue'
import type { RegistrationStatus } from '#shared/event_attendees'

/** The e-mails of a registration (resources/views/emails/event_registration.edge). */
export type RegistrationMail =
  'confirm' | 'waiting' | 'ticket' | 'offer' | 'cancelled' | 'checked_in'
export const REGISTRATION_MAIL_JOB = 'event-registration.mail'

/** A queued e-mail: the registration, its kind and, on the waiting list, the place in line. */
export type Mails = Array<{ id: number; kind: RegistrationMail; position?: number | null }>

/** Queues the e-mails in one statement. */
export async function sendMails(mails: Mails) {
  await enqueueAll(
    REGISTRATION_MAIL_JOB,
    mails.map((mail) => ({
      registrationId: mail.id,
      kind: mail.kind,
      ...(mail.position ? { position: mail.position } : {}),
    }))
  )
}

/** The e-mail that tells a registration's state: what it would have received on getting there. */
export const STATE_MAILS: Partial<Record<RegistrationStatus, RegistrationMail>> = {
  held: 'confirm',
  waiting: 'waiting',
  confirmed: 'ticket',
  offered: 'offer',
  checked_in: 'checked_in',
}
