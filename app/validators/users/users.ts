import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import { USER_STATUSES } from '#models/user'
import { ROLES } from '#models/role'
import { password } from '#validators/auth/auth'
import { existingOrganization } from '#validators/organizations/existing_organization'
import { singleLineText } from '#validators/text_rules'

/** A uid in a URL or a form; anything else is simply not found (never a database error). */
export { UID_PATTERN } from '#shared/identifiers'

/** Fields shared by the user forms (invitation, my account, admin edit). */
export const personName = () => singleLineText().trim().minLength(1).maxLength(100)
export const emailAddress = () => singleLineText().trim().email().maxLength(254).toLowerCase()
export const phoneNumber = () =>
  singleLineText()
    .trim()
    .regex(/^\+?\d{6,15}$/)

/**
 * No other user has this address (case ignored). `meta.userId`, when
 * given, is the user being edited (their own address is fine).
 */
const uniqueUserEmail = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (!field.isValid || typeof value !== 'string') return
    const query = db.from('users').whereRaw('lower(email) = ?', [value.toLowerCase()])
    const userId = (field.meta as { userId?: number }).userId
    if (userId) query.whereNot('id', userId)
    if (await query.first()) {
      field.report('The {{ field }} has already been taken', 'database.unique', field)
    }
  }
)

/**
 * An account created by a super-admin (/administrare/users): everything the
 * edit form requires (names, e-mail, phone; status starts active) and the
 * role, with the organization of an org-admin, so the new user can work at once.
 */
export const createUserValidator = vine.create({
  name: singleLineText()
    .trim()
    .maxLength(201)
    // A first name and a last name.
    .regex(/^\S+(\s+\S+)+$/),
  email: emailAddress().use(uniqueUserEmail()),
  phone_number: phoneNumber(),
  role: vine.enum(ROLES),
  organization_id: singleLineText()
    .trim()
    .use(existingOrganization())
    .optional()
    .requiredWhen('role', '=', 'org-admin'),
  password: password().confirmed({ confirmationField: 'password_confirmation' }),
})

export const editUserValidator = vine.withMetaData<{ userId: number }>().create({
  first_name: personName(),
  last_name: personName(),
  phone_number: phoneNumber(),
  email: emailAddress().use(uniqueUserEmail()),
  password: password().confirmed({ confirmationField: 'password_confirmation' }).optional(),
  status: vine.enum(USER_STATUSES),
})

export const accountDetailsValidator = vine.withMetaData<{ userId: number }>().create({
  first_name: personName(),
  last_name: personName(),
  email: emailAddress().use(uniqueUserEmail()),
  phone_number: phoneNumber(),
})
