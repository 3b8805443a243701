import i18nManager from '@adonisjs/i18n/services/main'
import mail from '@adonisjs/mail/services/main'
import { appName } from '#config/app'
import EventRegistration from '#models/event_registration'
import { registrationLink } from '#services/events/registration_links'
import type { RegistrationMail } from '#services/events/registration_service'
import { formatTicketCode, ticketQrPng } from '#services/events/tickets'
import { formatOrgTime } from '#services/shared/org_time'

const QR_CID = 'ticket-qr'

/**
 * Sends one of a registration's e-mails (the queue's job): the confirmation link, the waiting
 * list's place, the ticket with its QR, an offered place, the cancellation, the check-in. In the
 * language the person registered in. A registration gone since (its event deleted) sends nothing.
 */
export async function sendRegistrationMail({
  registrationId,
  kind,
  position,
}: {
  registrationId: number
  kind: RegistrationMail
  position?: number
}) {
  // Not the tenant scope: a queued job has the row's id, not a request.
  const registration = await EventRegistration.query()
    .where('id', registrationId)
    .preload('event')
    .preload('ticket')
    .first()
  if (!registration) return
  const i18n = i18nManager.locale(i18nManager.getSupportedLocaleFor([registration.locale]) ?? 'ro')
  const t = (key: string, data?: Record<string, unknown>) =>
    i18n.t(`mail.event_registration.${key}`, data)
  const event = registration.event
  const ticket = kind === 'ticket' ? registration.ticket : null
  if (kind === 'ticket' && !ticket) return
  const details = {
    event: event.name,
    when: formatOrgTime(event.startAt, 'dateTime'),
    place: event.address ?? '',
  }
  const qr = ticket ? await ticketQrPng(ticket.code) : null
  await mail.send((message) => {
    if (qr) message.embedData(qr, QR_CID, { filename: 'bilet.png', contentType: 'image/png' })
    message
      .to(registration.email, registration.fullName)
      .subject(t(`${kind}.subject`, details))
      .htmlView('emails/event_registration', {
        t,
        kind,
        appName,
        name: registration.firstName,
        details,
        position: position ?? null,
        offerUntil: registration.offerExpiresAt
          ? formatOrgTime(registration.offerExpiresAt, 'dateTime')
          : '',
        pageUrl: registrationLink('registrations.show', registration, { absolute: true }),
        confirmUrl: registrationLink('registrations.confirm', registration, { absolute: true }),
        code: ticket ? formatTicketCode(ticket.code) : '',
        qr: qr ? `cid:${QR_CID}` : '',
      })
  })
}
