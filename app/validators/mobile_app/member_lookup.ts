import vine from '@vinejs/vine'
import { emailAddress } from '#validators/users/users'

/** /mobile-app/members?email=…: a member's account by its e-mail (the whole address). */
export const memberLookupValidator = vine.create({
  email: emailAddress().optional(),
})
