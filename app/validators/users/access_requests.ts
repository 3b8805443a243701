import vine from '@vinejs/vine'
import { emailAddress } from '#validators/users/users'
import { multiLineText, singleLineText } from '#validators/text_rules'

/**
 * /auth/register without an invitation: who asks for access. Names are
 * single-line (every singleLineText() is); only the message keeps line breaks.
 */
export const accessRequestValidator = vine.create({
  name: singleLineText().trim().minLength(2).maxLength(200),
  email: emailAddress(),
  organization: singleLineText().trim().minLength(2).maxLength(200),
  message: multiLineText().trim().maxLength(1000).optional(),
})
