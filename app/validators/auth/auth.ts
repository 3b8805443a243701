import vine from '@vinejs/vine'
import { singleLineText } from '#validators/text_rules'

const email = () => singleLineText().trim().email().maxLength(254)

/** At least 8 characters (ASVS 2.1.1), at most 128 so hashing stays bounded. */
export const password = () => singleLineText().minLength(8).maxLength(128)

export const loginValidator = vine.create({
  email: email(),
  password: singleLineText().maxLength(128),
  remember: vine.boolean().optional(),
})

export const forgotPasswordValidator = vine.create({
  email: email(),
})

export const resetPasswordValidator = vine.create({
  email: email(),
  password: password().confirmed({ confirmationField: 'password_confirmation' }),
})
