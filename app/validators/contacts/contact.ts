import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import Contact from '#models/contact'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { emailAddress, personName, phoneNumber } from '#validators/users/users'
import { isReservedKey } from '#shared/contact_import'
import { contactProblem, isFilled } from '#shared/contact_rule'
import { singleLineText } from '#validators/text_rules'
import { postalAddress } from '#validators/shared/shared'

export const EXTRA_DATA_MAX_KEYS = 50
export const EXTRA_DATA_KEY = /^[\p{L}\p{N}_]{1,50}$/u
export const EXTRA_DATA_VALUE_MAX = 1000

/** Not Lucid's `unique()`: its `database.unique` message under `email` is the user account's. */
const uniqueContactEmail = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (!field.isValid || typeof value !== 'string') return
    const meta = field.meta as { communityId: number; contactId?: number }
    const query = Contact.forTenant(communityScope(meta.communityId))
      // Raw: the unique index's expression, lower(email).
      .whereRaw('lower(contacts.email) = ?', [value.toLowerCase()])
      .where('contacts.type', 'contact')
    if (meta.contactId) query.whereNot('contacts.id', meta.contactId)
    if (await query.select('contacts.id').first()) {
      field.report('', 'contact_email_unique', field)
    }
  }
)

const extraDataKeys = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!value || typeof value !== 'object') return
  const keys = Object.keys(value)
  if (keys.length > EXTRA_DATA_MAX_KEYS) {
    field.report('', 'extra_data.too_many', field, { max: EXTRA_DATA_MAX_KEYS })
  } else if (!keys.every((key) => EXTRA_DATA_KEY.test(key) && !isReservedKey(key))) {
    field.report('', 'extra_data.keys', field)
  }
})

/** Implicit, so that it runs when the email is missing (`#shared/contact_rule`). */
const emailOrPhone = vine.createRule(
  (_: unknown, __: undefined, field: FieldContext) => {
    const has = {
      email: isFilled(field.parent.email),
      phone_number: isFilled(field.parent.phone_number),
    }
    if (contactProblem({ first_name: true, ...has }) === 'reach') {
      field.report('', 'contact_reach', field)
    }
  },
  { implicit: true }
)

export const contactValidator = vine
  .withMetaData<{ communityId: number; contactId?: number }>()
  .create({
    first_name: personName(),
    last_name: personName().optional(),
    email: emailAddress().use(uniqueContactEmail()).use(emailOrPhone()).optional(),
    phone_number: phoneNumber().optional(),
    extra_data: vine
      .record(singleLineText().trim().maxLength(EXTRA_DATA_VALUE_MAX).nullable())
      .use(extraDataKeys())
      .optional(),
    address: postalAddress(),
  })

export const contactOptionsValidator = vine.create({
  q: singleLineText().trim().maxLength(100).optional(),
})

export const bulkContactsValidator = vine.create({
  uids: vine.array(singleLineText().maxLength(36)).minLength(1).maxLength(1000),
})

export const bulkListValidator = vine.create({
  uids: vine.array(singleLineText().maxLength(36)).minLength(1).maxLength(1000),
  list: singleLineText().maxLength(36),
})
