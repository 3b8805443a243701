import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import Contact from '#models/contact'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { emailAddress, personName, phoneNumber } from '#validators/users/users'
import { isReservedKey } from '#shared/contact_import'
import { contactProblem, isFilled } from '#shared/contact_rule'
import { singleLineText } from '#validators/text_rules'
import { postalAddress } from '#validators/shared/shared'

/** extra_data: at most 50 fields; keys of letters, digits and _ (1–50), not a reserved name (__proto__…); values up to 1000 characters. */
export const EXTRA_DATA_MAX_KEYS = 50
export const EXTRA_DATA_KEY = /^[\p{L}\p{N}_]{1,50}$/u
export const EXTRA_DATA_VALUE_MAX = 1000

/**
 * No other contact of the community has this address (case ignored); `meta.contactId` is the one
 * edited. Event contacts (type event_contact, docs/events.md) do not count. The unique index on
 * (community_id, lower(email)) decides a race (the service turns it into the same message).
 * Custom, not Lucid's `unique()`: that one reports `database.unique`, whose message under
 * `email` is the user account's ("Există deja un cont…"), not the contact's.
 */
const uniqueContactEmail = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (!field.isValid || typeof value !== 'string') return
    const meta = field.meta as { communityId: number; contactId?: number }
    const query = Contact.forTenant(communityScope(meta.communityId))
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

/**
 * Neither an email nor a phone: refused under the email (the one rule for a valid contact,
 * `#shared/contact_rule`; the first name is required by its own field). Implicit: it runs
 * when the email is missing.
 */
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

/** The contact modal: a first name, an email or a phone (each optional alone), the last name, extra fields (`#shared/contact_rule`). */
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

/** Several contacts at once (their uids), for the bulk actions; `list` for the list actions. A uid outside the community (or malformed) makes the action a 404. */
export const bulkContactsValidator = vine.create({
  uids: vine.array(singleLineText().maxLength(36)).minLength(1).maxLength(1000),
})

export const bulkListValidator = vine.create({
  uids: vine.array(singleLineText().maxLength(36)).minLength(1).maxLength(1000),
  list: singleLineText().maxLength(36),
})
