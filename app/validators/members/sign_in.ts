import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { emailAddress } from '#validators/users/users'
import { singleLineText } from '#validators/text_rules'
import { TOKEN_PATTERN } from '#shared/identifiers'

/** The device a token is for, as the app names it ("iPhone-ul Anei"): the member's device list. */
export const deviceName = () => singleLineText().trim().minLength(1).maxLength(100)

/** Its own rule: `code` is also other forms' field (a segment's), whose regex message differs. */
const sixDigits = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value === 'string' && !/^\d{6}$/.test(value)) {
      field.report('The code has 6 digits', 'signInCode', field)
    }
  },
  { name: 'signInCode' }
)

/** An e-mailed code: 6 digits. */
export const signInCode = () => singleLineText().trim().use(sixDigits())

/** POST /api/member/sign-in/email: the address; the device is named when the code is verified. */
export const emailSignInValidator = vine.create({
  email: emailAddress(),
  device_name: deviceName().optional(),
})

/**
 * POST /api/member/sign-in/email/verify: the address and its code, or the link's token (with the
 * address, when the app knows it); the device the token is for.
 */
export const emailSignInVerifyValidator = vine.create({
  email: emailAddress().optional().requiredIfMissing('token'),
  code: signInCode().optional().requiredIfMissing('token'),
  token: singleLineText().trim().maxLength(128).regex(TOKEN_PATTERN).optional(),
  device_name: deviceName(),
})
