import i18nManager from '@adonisjs/i18n/services/main'
import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import EventRegistration from '#models/event_registration'
import { registrationLink } from '#services/event_attendees/registration_links'
import type { RegistrationMail } from '#services/event_attendees/registration_mails'
import { formatTicketCode, ticketQrPng } from '#services/event_attendees/tickets'
import { formatOrgTime } from '#services/shared/org_time'

const QR_CID = 'ticket-qr'

/**
 * One of a registration's e-mails (sent by the queue): the confirmation link, the waiting list's
 * place, the ticket with its QR, an offered place, the cancellation, the check-in. In the
 * language the person registered in.
 */
export default class EventRegistrationNotification extends BaseMail {
  constructor(
    private registration: EventRegistration,
    private kind: RegistrationMail,
    private position?: number
  ) {
    super()
  }

  /**
   * The queue job's e-mail, from the registration's id; none for a registration gone since (its
   * event deleted), nor for a ticket that is not there.
   */
  static async forJob({
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
    if (!registration || (kind === 'ticket' && !registration.ticket)) return null
    return new EventRegistrationNotification(registration, kind, position)
  }

  async prepare() {
    const { registration, kind } = this
    const i18n = i18nManager.locale(
      i18nManager.getSupportedLocaleFor([registration.locale]) ?? 'ro'
    )
    const t = (key: string, data?: Record<string, unknown>) =>
      i18n.t(`mail.event_registration.${key}`, data)
    const event = registration.event
    const ticket = kind === 'ticket' ? registration.ticket : null
    const details = {
      event: event.name,
      when: formatOrgTime(event.startAt, 'dateTime'),
      place: event.address ?? '',
    }
    const qr = ticket ? await ticketQrPng(ticket.code) : null
    if (qr) this.message.embedData(qr, QR_CID, { filename: 'bilet.png', contentType: 'image/png' })
    this.message
      .to(registration.email, registration.fullName)
      .subject(t(`${kind}.subject`, details))
      .htmlView('emails/event_registration', {
        t,
        kind,
        appName,
        name: registration.firstName,
        details,
        position: this.position ?? null,
        offerUntil: registration.offerExpiresAt
          ? formatOrgTime(registration.offerExpiresAt, 'dateTime')
          : '',
        pageUrl: registrationLink('registrations.show', registration, { absolute: true }),
        confirmUrl: registrationLink('registrations.confirm', registration, { absolute: true }),
        code: ticket ? formatTicketCode(ticket.code) : '',
        qr: qr ? `cid:${QR_CID}` : '',
      })
  }
}
