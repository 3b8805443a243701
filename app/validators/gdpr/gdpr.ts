import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { GDPR_REQUEST_KINDS } from '#models/gdpr_request'
import { CONSENT_BASES } from '#models/marketing_consent'
import { screenContacts } from '#services/contacts/contact_service'
import { orgToday } from '#services/shared/org_time'
import { dayField } from '#validators/shared/dates'
import { recordId } from '#validators/shared/shared'
import { multiLineText, singleLineText } from '#validators/text_rules'

export type GdprMeta = { communityId: number }

/** A day not after the organization's today (`not_future`): a request is received, not expected. */
const notInFuture = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!field.isValid || !(value instanceof Date)) return
  if (DateTime.fromJSDate(value).toISODate()! > orgToday()) field.report('', 'not_future', field)
})

/** A contact of the current community as its contacts screen and the picker list them. */
async function communityContact(_db: unknown, value: number, field: FieldContext) {
  const { communityId } = field.meta as GdprMeta
  const found = await screenContacts(communityScope(communityId))
    .where('contacts.id', value)
    .select('contacts.id')
    .first()
  return !!found
}

const requesterName = () => singleLineText().trim().minLength(1).maxLength(200)
const receivedOn = () => dayField().use(notInFuture())
const note = () => multiLineText().trim().maxLength(2000).optional()

/** "Adaugă cerere" in the register: what, who asked, when it came, the contact, a note. */
export const gdprRequestValidator = vine.withMetaData<GdprMeta>().create({
  kind: vine.enum(GDPR_REQUEST_KINDS),
  requester_name: requesterName(),
  requester_email: singleLineText().trim().email().maxLength(254).optional(),
  received_on: receivedOn(),
  contact_id: recordId().exists(communityContact).optional(),
  note: note(),
})

/** "Marchează rezolvată": a note on how it was answered (optional). */
export const gdprRequestDoneValidator = vine.create({
  note: note(),
})

/** "Șterge datele": who asked and when (the register's entry), a note. */
export const erasureValidator = vine.create({
  requester_name: requesterName(),
  received_on: receivedOn(),
  note: note(),
})

/** Staff-recorded sources: a form the person filled, an event's registration form. */
export const STAFF_CONSENT_SOURCES = ['form', 'registration'] as const

/** "Înregistrează acordul" on the contact's page: given or withdrawn, on what basis, from where. */
export const consentValidator = vine.create({
  given: vine.boolean(),
  basis: vine.enum(CONSENT_BASES),
  source: vine.enum(STAFF_CONSENT_SOURCES),
  text_version: singleLineText().trim().minLength(1).maxLength(40),
})
