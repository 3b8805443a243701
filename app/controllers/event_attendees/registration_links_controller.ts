import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import EventRegistration from '#models/event_registration'
import { validLegacyRegistrationToken } from '#services/event_attendees/legacy_registration_links'
import {
  registrationLink,
  type RegistrationLinkName,
} from '#services/event_attendees/registration_links'
import { flashOutcome } from '#controllers/event_attendees/flash_outcome'
import { RegistrationService } from '#services/event_attendees/registration_service'
import { formatTicketCode, ticketQr } from '#services/event_attendees/tickets'
import EventRegistrationTransformer from '#transformers/events/event_registration_transformer'

/** Whether the request is a registration's link as signed (registrationLink), not yet ended. */
function validRegistrationLink(request: HttpContext['request']) {
  const expires = Number(request.qs().expires)
  return request.hasValidSignature() && Number.isFinite(expires) && expires * 1000 > Date.now()
}

/**
 * The links of a registration's e-mails (no account): its page (state, ticket and QR), the
 * e-mail's confirmation, the cancellation and the acceptance of an offered place. Each is a
 * signed URL; a forged, tampered or ended link is a 404. An ended hold or offer is refused with
 * a message, nothing changed.
 */
export default class RegistrationLinksController {
  private async registration({ params, i18n }: HttpContext, valid: boolean) {
    // Not the tenant scope: the person has no session; the signed link is their key.
    const registration = valid
      ? await EventRegistration.query()
          .where('uid', params.uid)
          .preload('event')
          .preload('ticket')
          .first()
      : null
    if (!registration) {
      throw new errors.E_HTTP_EXCEPTION(i18n.t('errors.not_found'), { status: 404 })
    }
    return registration
  }

  private find(ctx: HttpContext) {
    return this.registration(ctx, validRegistrationLink(ctx.request))
  }

  private async run(
    ctx: HttpContext,
    action: (registration: EventRegistration) => Promise<unknown>,
    done: string
  ) {
    const registration = await this.find(ctx)
    await flashOutcome(
      ctx,
      () => action(registration),
      () => ctx.i18n.t(`events.attendees.links.${done}`)
    )
    return ctx.response.redirect(registrationLink('registrations.show', registration))
  }

  async show(ctx: HttpContext) {
    const registration = await this.find(ctx)
    const ticket = registration.ticket
    const hasTicket =
      ticket && (registration.status === 'confirmed' || registration.status === 'checked_in')
    return ctx.inertia.render('registrations/show', {
      registration: EventRegistrationTransformer.transform(registration).useVariant('toPublic'),
      links: {
        confirm: registrationLink('registrations.confirm', registration),
        accept: registrationLink('registrations.accept', registration),
        cancel: registrationLink('registrations.cancel', registration),
      },
      ticket: hasTicket
        ? {
            code: formatTicketCode(ticket.code),
            qr: await ticketQr(ticket.code),
            checkedInAt: ticket.checkedInAt?.toISO() ?? null,
          }
        : null,
    })
  }

  async confirm(ctx: HttpContext) {
    return this.run(ctx, (registration) => RegistrationService.confirm(registration), 'confirmed')
  }

  async accept(ctx: HttpContext) {
    return this.run(
      ctx,
      (registration) => RegistrationService.acceptOffer(registration),
      'accepted'
    )
  }

  async cancel(ctx: HttpContext) {
    return this.run(
      ctx,
      (registration) => RegistrationService.cancel(registration, 'attendee'),
      'cancelled'
    )
  }

  /**
   * The links e-mailed before the links were signed (`/{uid}/{token}`, `…/confirm`) lead to the
   * signed link they stand for (which answers 404 once it has ended).
   */
  async legacyShow(ctx: HttpContext) {
    return this.legacy(ctx, 'registrations.show')
  }

  async legacyConfirm(ctx: HttpContext) {
    return this.legacy(ctx, 'registrations.confirm')
  }

  private async legacy(ctx: HttpContext, name: RegistrationLinkName) {
    const { uid, token } = ctx.params
    const registration = await this.registration(ctx, validLegacyRegistrationToken(uid, token))
    return ctx.response.redirect(registrationLink(name, registration))
  }
}
