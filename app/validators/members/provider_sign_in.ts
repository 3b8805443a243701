import vine from '@vinejs/vine'
import { personName } from '#validators/users/users'
import { singleLineText } from '#validators/text_rules'

/** The device's name the member sees in their list of devices ("iPhone-ul Anei"). */
const deviceName = () => singleLineText().trim().minLength(1).maxLength(100)

/** A provider's token as the app received it (an ID token is a few kilobytes at most). */
const providerToken = () => singleLineText().trim().minLength(1).maxLength(8192)

/**
 * POST /api/member/sign-in/google|apple: the ID token, the raw nonce whose SHA-256 the token
 * carries (at least 16 characters: the app makes it random for each sign-in), the device's name,
 * and the name Apple gives the app on the first sign-in only.
 */
export const idTokenSignInValidator = vine.create({
  id_token: providerToken(),
  nonce: singleLineText().minLength(16).maxLength(256),
  device_name: deviceName(),
  first_name: personName().optional(),
  last_name: personName().optional(),
})

/** POST /api/member/sign-in/facebook: the user access token and the device's name. */
export const facebookSignInValidator = vine.create({
  access_token: providerToken(),
  device_name: deviceName(),
})
