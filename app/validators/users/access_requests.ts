import vine from '@vinejs/vine'
import { emailAddress } from '#validators/users/users'

/**
 * /auth/register without an invitation: who asks for access. Names are
 * single-line (every vine.string() is); only the message keeps line breaks.
 */
export const accessRequestValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(200),
  email: emailAddress(),
  organization: vine.string().trim().minLength(2).maxLength(200),
  message: vine.string().trim().multiLine().maxLength(1000).optional(),
})
