import vine from '@vinejs/vine'
import { singleLineText } from '#validators/text_rules'

/** A code from the authenticator app or a recovery code (`xxxxx-xxxxx`). */
const code = () => singleLineText().trim().maxLength(32)

/** The sign-in's second step, and the first code that turns it on. */
export const twoFactorCodeValidator = vine.create({
  code: code(),
})

/**
 * Turning it off, new recovery codes: the current code, or else the password (one of the two:
 * TwoFactorService.confirm says so under `code`, a message VineJS's rule name cannot carry).
 */
export const twoFactorConfirmValidator = vine.create({
  code: code().optional(),
  password: singleLineText().maxLength(128).optional(),
})

/** A super-admin's switch on an organization. */
export const organizationTwoFactorValidator = vine.create({
  two_factor_required: vine.boolean(),
})
