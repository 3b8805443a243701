import vine from '@vinejs/vine'
import { phoneNumber } from '#validators/users/users'
import { singleLineText } from '#validators/text_rules'

/**
 * A member's registration for an event (POST /api/member/communities/{slug}/events/{uid}/registrations):
 * the member registers as themselves (their name and verified e-mail), with a phone for this
 * registration when they give one (else their profile's), and the version of the terms the app
 * showed (docs/members.md, "Events and tickets").
 */
export const memberRegistrationValidator = vine.create({
  phone: phoneNumber().optional(),
  consent_version: singleLineText().trim().maxLength(40).optional(),
})

/** Marketing consent given or withdrawn, with the version of the text the app showed (Legea 506/2004). */
export const marketingConsentValidator = vine.create({
  given: vine.boolean({ strict: true }),
  text_version: singleLineText().trim().minLength(1).maxLength(40),
})
