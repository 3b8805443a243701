import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import User, { USER_STATUSES } from '#models/user'
import { ROLES } from '#models/role'
import { password } from '#validators/auth/auth'
import { existingOrganization } from '#validators/organizations/existing_organization'
import { singleLineText } from '#validators/text_rules'

export { UID_PATTERN } from '#shared/identifiers'

export const personName = () => singleLineText().trim().minLength(1).maxLength(100)
export const emailAddress = () => singleLineText().trim().email().maxLength(254).toLowerCase()
export const phoneNumber = () =>
  singleLineText()
    .trim()
    .regex(/^\+?\d{6,15}$/)

/** On the whole platform, case ignored; `meta.userId` is the user being edited. */
async function uniqueUserEmail(_db: unknown, value: string, field: FieldContext) {
  const query = User.query().whereRaw('lower(email) = ?', [value.toLowerCase()])
  const userId = (field.meta as { userId?: number }).userId
  if (userId) query.whereNot('id', userId)
  return !(await query.select('id').first())
}

export const createUserValidator = vine.create({
  name: singleLineText()
    .trim()
    .maxLength(201)
    // A first name and a last name.
    .regex(/^\S+(\s+\S+)+$/),
  email: emailAddress().unique(uniqueUserEmail),
  phone_number: phoneNumber(),
  role: vine.enum(ROLES),
  organization_id: singleLineText()
    .trim()
    .exists(existingOrganization)
    .optional()
    .requiredWhen('role', '=', 'org-admin'),
  password: password().confirmed({ confirmationField: 'password_confirmation' }),
})

export const editUserValidator = vine.withMetaData<{ userId: number }>().create({
  first_name: personName(),
  last_name: personName(),
  phone_number: phoneNumber(),
  email: emailAddress().unique(uniqueUserEmail),
  password: password().confirmed({ confirmationField: 'password_confirmation' }).optional(),
  status: vine.enum(USER_STATUSES),
})

export const accountDetailsValidator = vine.withMetaData<{ userId: number }>().create({
  first_name: personName(),
  last_name: personName(),
  email: emailAddress().unique(uniqueUserEmail),
  phone_number: phoneNumber(),
})
