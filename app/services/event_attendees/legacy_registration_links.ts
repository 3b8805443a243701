import { createHmac, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app'

/**
 * The token of the links e-mailed before the signed URLs (an HMAC of the registration's uid with
 * the app key), checked only to lead such a link to its signed one while its event is not over.
 */
export function validLegacyRegistrationToken(uid: string, token: string) {
  const expected = Buffer.from(
    createHmac('sha256', appKey.release()).update(`event-registration:${uid}`).digest('base64url')
  )
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
