import type { HttpContext } from '@adonisjs/core/http'
import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { DateTime } from 'luxon'
import { communityWithEvents, publicEvents } from '#services/events/public_events'
import { registrationsPerIp } from '#services/events/registration_links'
import { RegistrationService } from '#services/events/registration_service'
import { registrationValidator } from '#validators/events/registrations'

/** Registrations one e-mail address may send for one event in an hour (asking again counts). */
const PER_EMAIL_HOUR = 10

/** A repeated registration's state goes to the address at most once in this window. */
const STATE_MAIL_WINDOW = '10 minutes'

/** A refusal the app shows as it is: 429 with the seconds to wait. */
async function consume(ctx: HttpContext, key: string, requests: number, duration: string) {
  try {
    await limiter.use({ requests, duration }).consume(key)
    return true
  } catch (error) {
    if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
    const seconds = Math.max(1, error.response.availableIn)
    ctx.response
      .status(429)
      .header('Retry-After', String(seconds))
      .json({
        error: 'too_many_requests',
        message: ctx.i18n.t('events.attendees.api.throttled', { seconds }),
        retry_after: seconds,
      })
    return false
  }
}

/**
 * POST /api/communities/{slug}/events/{uid}/registrations: the mobile app registers a person for
 * a public, upcoming event, without a session (docs/events.md, "Registration API"). Messages in
 * the language of Accept-Language (Romanian by default).
 */
export default class RegistrationsApiController {
  async store(ctx: HttpContext) {
    const { params, request, response } = ctx
    const locale = i18nManager.getSupportedLocaleFor(request.languages()) ?? 'ro'
    ctx.i18n = i18nManager.locale(locale)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    const refuse = (status: number, error: string) =>
      response.status(status).json({ error, message: ctx.i18n.t(`events.attendees.api.${error}`) })

    const community = await communityWithEvents(params.slug)
    if (!community) return refuse(404, 'not_found')
    // Public, not ended: what the events answer lists; anything else is unknown to the app.
    const event = await publicEvents(community.id).where('events.uid', params.uid).first()
    if (!event) return refuse(404, 'not_found')
    if (
      !(await consume(
        ctx,
        `event_registration_ip_${community.id}_${request.ip()}`,
        registrationsPerIp(),
        '1 minute'
      ))
    )
      return
    if (event.startAt <= DateTime.now()) return refuse(409, 'closed')

    const data = await request.validateUsing(registrationValidator)
    // Per address and event: a stranger's requests never block the address's other events.
    const emailKey = `event_registration_email_${event.id}_${data.email.trim().toLowerCase()}`
    if (!(await consume(ctx, emailKey, PER_EMAIL_HOUR, '1 hour'))) return

    const outcome = await RegistrationService.register(event, data, { locale })
    if (!outcome.created) {
      // The state goes to the address, never to the caller; once per window, not per request.
      await limiter
        .use({ requests: 1, duration: STATE_MAIL_WINDOW })
        .attempt(`event_registration_state_${outcome.registration.id}`, () =>
          RegistrationService.sendState(outcome)
        )
    }
    // A new registration and a repeat answer alike: the answer tells no one whether the
    // address was registered, confirmed or came; the e-mail does.
    return response
      .status(201)
      .json({ data: { message: ctx.i18n.t('events.attendees.api.received') } })
  }
}
