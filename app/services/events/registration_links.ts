import { createHmac, timingSafeEqual } from 'node:crypto'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appKey, appUrl } from '#config/app'
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

/**
 * The secret of a registration's links (confirm, ticket, cancel, accept an offer): an HMAC of its
 * uid with the app key, so nothing secret is stored and a link can be sent again.
 */
export function registrationToken(uid: string) {
  return createHmac('sha256', appKey.release())
    .update(`event-registration:${uid}`)
    .digest('base64url')
}

/** Whether a link's token is the registration's (constant time). */
export function validRegistrationToken(uid: string, token: string) {
  const expected = Buffer.from(registrationToken(uid))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The absolute URL of one of a registration's pages (for its e-mails). */
export function registrationUrl(
  name: 'registrations.show' | 'registrations.confirm',
  registration: { uid: string }
) {
  return `${appUrl}${urlFor(name, { uid: registration.uid, token: registrationToken(registration.uid) })}`
}
