import vine from '@vinejs/vine'

const email = () => vine.string().trim().email().maxLength(254)

/** At least 8 characters (ASVS 2.1.1), at most 128 so hashing stays bounded. */
export const password = () => vine.string().minLength(8).maxLength(128)

export const loginValidator = vine.create({
  email: email(),
  password: vine.string().maxLength(128),
  remember: vine.boolean().optional(),
})

export const forgotPasswordValidator = vine.create({
  email: email(),
})

export const resetPasswordValidator = vine.create({
  email: email(),
  password: password().confirmed({ confirmationField: 'password_confirmation' }),
})
