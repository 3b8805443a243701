import vine from '@vinejs/vine'
import { emailAddress } from '#validators/users/users'
import { multiLineText, singleLineText } from '#validators/text_rules'

export const accessRequestValidator = vine.create({
  name: singleLineText().trim().minLength(2).maxLength(200),
  email: emailAddress(),
  organization: singleLineText().trim().minLength(2).maxLength(200),
  message: multiLineText().trim().maxLength(1000).optional(),
})
