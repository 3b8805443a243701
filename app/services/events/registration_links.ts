import type { HttpRequest } from '@adonisjs/core/http'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import type { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import env from '#start/env'

/** How long a place is held until the e-mail is confirmed, and a freed place stays offered. */
export function registrationTimes() {
  return {
    holdMinutes: env.get('EVENT_HOLD_MINUTES') ?? 30,
    offerHours: env.get('EVENT_OFFER_HOURS') ?? 24,
  }
}

/** Registrations one IP address may send to one community in a minute. */
export function registrationsPerIp() {
  return env.get('EVENT_REGISTRATIONS_PER_IP') ?? 60
}

/** Days after its event's end that a registration's links still open. */
const LINK_DAYS_AFTER_EVENT = 7

export type RegistrationLinkName =
  'registrations.show' | 'registrations.confirm' | 'registrations.accept' | 'registrations.cancel'

/**
 * One of a registration's links (its page, the e-mail's confirmation, accepting an offer,
 * cancelling): the router's signed URL, ending a week after the event. The end is a time of the
 * event, signed in the query string, so that every e-mail of a registration carries the same link.
 */
export function registrationLink(
  name: RegistrationLinkName,
  registration: { uid: string; event: { endAt: DateTime } },
  { absolute = false } = {}
) {
  const expires = Math.floor(
    registration.event.endAt.plus({ days: LINK_DAYS_AFTER_EVENT }).toSeconds()
  )
  return signedUrlFor(
    name,
    { uid: registration.uid },
    { qs: { expires }, prefixUrl: absolute ? appUrl : undefined }
  )
}

/** Whether the request is a registration's link as signed, not yet ended. */
export function validRegistrationLink(request: HttpRequest) {
  const expires = Number(request.qs().expires)
  return request.hasValidSignature() && Number.isFinite(expires) && expires * 1000 > Date.now()
}
