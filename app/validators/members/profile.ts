import vine from '@vinejs/vine'
import { emailAddress, personName, phoneNumber } from '#validators/users/users'
import { signInCode } from '#validators/members/sign_in'

/**
 * Names sent empty (`""` or null): `optional()` drops them, and PATCH would then keep the name
 * without a word; they are refused as required instead (the phone may be emptied).
 */
export function emptiedNames(body: Record<string, unknown>) {
  return (['first_name', 'last_name'] as const).filter(
    (field) => field in body && (body[field] === null || body[field] === '')
  )
}

/** PATCH /api/member/me: only the fields sent change; a phone may be emptied (null). */
export const profileValidator = vine.create({
  first_name: personName().optional(),
  last_name: personName().optional(),
  phone_number: phoneNumber().nullable().optional(),
})

/** POST /api/member/me/email: the new address, verified by a code before it replaces the old. */
export const emailChangeValidator = vine.create({
  email: emailAddress(),
})

/** POST /api/member/me/email/verify: the code e-mailed to the new address. */
export const emailChangeVerifyValidator = vine.create({
  code: signInCode(),
})
