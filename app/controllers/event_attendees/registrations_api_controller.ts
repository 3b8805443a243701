import type { HttpContext } from '@adonisjs/core/http'
import { I18n } from '@adonisjs/i18n'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { DateTime } from 'luxon'
import { TooManyRegistrations } from '#exceptions/too_many_registrations'
import { communityWithEvents, publicEvents } from '#services/events/public_events'
import { RegistrationService } from '#services/event_attendees/registration_service'
import { apiI18n } from '#services/shared/api_i18n'
import { registrationsPerAddress, registrationStateMails } from '#start/limiter'
import { registrationValidator } from '#validators/events/registrations'

/**
 * POST /api/communities/{slug}/events/{uid}/registrations: the mobile app registers a person for
 * a public, upcoming event, without a session (docs/events.md, "Registration API"). Messages in
 * the language of Accept-Language (Romanian by default).
 */
export default class RegistrationsApiController {
  async store(ctx: HttpContext) {
    const { params, request, response } = ctx
    ctx.i18n = apiI18n(request)
    const locale = ctx.i18n.locale
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    const refuse = (status: number, error: string) =>
      response.status(status).json({ error, message: ctx.i18n.t(`events.attendees.api.${error}`) })

    const community = await communityWithEvents(params.slug)
    if (!community) return refuse(404, 'not_found')
    // Public, not ended: what the events answer lists; anything else is unknown to the app.
    const event = await publicEvents(community.id).where('events.uid', params.uid).first()
    if (!event) return refuse(404, 'not_found')
    if (event.startAt <= DateTime.now()) return refuse(409, 'closed')

    const data = await request.validateUsing(registrationValidator)
    // Per address and event: a stranger's requests never block the address's other events.
    const emailKey = `event_registration_email_${event.id}_${data.email.trim().toLowerCase()}`
    try {
      await registrationsPerAddress().consume(emailKey)
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
      throw new TooManyRegistrations(Math.max(1, error.response.availableIn))
    }

    const outcome = await RegistrationService.register(event, data, { locale })
    if (!outcome.created) {
      // The state goes to the address, never to the caller; once per window, not per request.
      await registrationStateMails().attempt(
        `event_registration_state_${outcome.registration.id}`,
        () => RegistrationService.sendState(outcome)
      )
    }
    // A new registration and a repeat answer alike: the answer tells no one whether the
    // address was registered, confirmed or came; the e-mail does.
    return response
      .status(201)
      .json({ data: { message: ctx.i18n.t('events.attendees.api.received') } })
  }
}
