import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import EventRegistration from '#models/event_registration'
import { validRegistrationToken } from '#services/events/registration_links'
import { flashOutcome, RegistrationService } from '#services/events/registration_service'
import { formatTicketCode, ticketQr } from '#services/events/tickets'
import EventRegistrationTransformer from '#transformers/events/event_registration_transformer'

/**
 * The links of a registration's e-mails (no account): its page (state, ticket and QR), the
 * e-mail's confirmation, the cancellation and the acceptance of an offered place. A forged
 * link is a 404; an ended hold or offer is refused with a message, nothing changed.
 */
export default class RegistrationLinksController {
  private async find({ params, i18n }: HttpContext) {
    // Not the tenant scope: the person has no session; the signed token is their key.
    const registration = await EventRegistration.query()
      .where('uid', params.uid)
      .preload('event')
      .preload('ticket')
      .first()
    if (!registration || !validRegistrationToken(registration.uid, params.token)) {
      throw new errors.E_HTTP_EXCEPTION(i18n.t('errors.not_found'), { status: 404 })
    }
    return registration
  }

  private back(ctx: HttpContext, registration: EventRegistration) {
    return ctx.response
      .redirect()
      .toRoute('registrations.show', { uid: registration.uid, token: ctx.params.token })
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
    return this.back(ctx, registration)
  }

  async show(ctx: HttpContext) {
    const registration = await this.find(ctx)
    const ticket = registration.ticket
    const hasTicket =
      ticket && (registration.status === 'confirmed' || registration.status === 'checked_in')
    return ctx.inertia.render('registrations/show', {
      registration: EventRegistrationTransformer.transform(registration).useVariant('toPublic'),
      token: ctx.params.token as string,
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
}
