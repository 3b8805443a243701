import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import User, { USER_STATUSES } from '#models/user'
import { ROLES } from '#models/role'
import { password } from '#validators/auth/auth'
import { existingOrganization } from '#validators/organizations/existing_organization'
import { singleLineText } from '#validators/text_rules'
import { normalizePhone } from '#shared/phones'

export { UID_PATTERN } from '#shared/identifiers'

export const personName = () => singleLineText().trim().minLength(1).maxLength(100)
export const emailAddress = () => singleLineText().trim().email().maxLength(254).toLowerCase()
/** A phone as people type it ("0722 111 222", "+40 722-111-222"), kept in E.164 (`#shared/phones`). */
const e164Phone = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const phone = normalizePhone(value)
    if (!phone) return field.report('Enter a valid phone number', 'phoneNumber', field)
    field.mutate(phone, field)
  },
  { name: 'phoneNumber' }
)

export const phoneNumber = () => singleLineText().trim().use(e164Phone())

/** On the whole platform, case ignored; `meta.userId` is the user being edited. */
async function uniqueUserEmail(_db: unknown, value: string, field: FieldContext) {
  // Raw: the unique index's expression, lower(email).
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
