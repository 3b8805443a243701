import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { InvitationService } from '#services/users/invitation_service'
import { password } from '#validators/auth/auth'
import { emailAddress, personName, phoneNumber } from '#validators/users/users'

/** Custom, not Lucid's `unique()`: two tables, two outcomes, each with its own message. */
export const invitableEmail = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (!field.isValid || typeof value !== 'string') return
    const conflict = await InvitationService.emailConflict(value)
    if (conflict) field.report(conflict, `invitation.${conflict}`, field)
  }
)

export const invitationValidator = vine.create({
  first_name: personName(),
  last_name: personName(),
  email: emailAddress().use(invitableEmail()),
  phone_number: phoneNumber(),
})

export const registrationValidator = vine.create({
  password: password().confirmed({ confirmationField: 'password_confirmation' }),
})
