import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import type { DateTime } from 'luxon'
import { appUrl } from '#config/app'

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
