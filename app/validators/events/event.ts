import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import Product from '#models/product'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { EVENT_LIMITS, EVENT_PROMOS, EVENT_TYPES, EVENT_VISIBILITIES } from '#shared/event_options'
import { recordId } from '#validators/shared/shared'
import { readWallTime, reportOutOfRange } from '#validators/shared/dates'
import { euroAmount, wholeNumber } from '#validators/shared/numbers'
import { emailAddress, personName, phoneNumber } from '#validators/users/users'
import { multiLineText, singleLineText } from '#validators/text_rules'

/** A date-time as the picker sends it, read as wall time in the organization's zone, in range. */
export function parseEventDate(value: unknown) {
  return readWallTime(value).time ?? null
}

/**
 * yyyy-MM-dd HH:mm:ss: becomes a DateTime; anything else is `event_date`, a far day
 * `date_range`. Named for its message, so that tools reading the schema know a date.
 */
const eventDate = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    const { time, problem } = readWallTime(value)
    if (problem === 'range') return reportOutOfRange(field)
    if (!time) return field.report('', 'event_date', field)
    field.mutate(time, field)
  },
  { name: 'event_date' }
)

/** The end is after the start (both read as typed): `end_after_start` under the end. */
const afterStart = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!field.isValid || !DateTime.isDateTime(value)) return
  const start = parseEventDate(field.parent.start_date)
  if (start && value <= start) field.report('', 'end_after_start', field)
})

/** `start_date` and `end_date` as the pickers send them, the end after the start (events, lots). */
export const startAndEndDates = () => ({
  start_date: vine
    .any()
    .use(eventDate())
    .transform((date) => date as DateTime),
  end_date: vine
    .any()
    .use(eventDate())
    .use(afterStart())
    .transform((date) => date as DateTime),
})

/**
 * Lucid's `exists()` check: an active product of the event's community (`meta.productId`: the
 * one the event has now, kept even once deleted); another community's is as good as none.
 */
async function eventProduct(_db: unknown, value: number, field: FieldContext) {
  const meta = field.meta as EventMeta
  if (value === meta.productId) return true
  const found = await Product.forTenant(communityScope(meta.communityId))
    .whereNull('products.deleted_at')
    .where('products.id', value)
    .select('products.id')
    .first()
  return !!found
}

/** The Event tab's fields (create and POST /events/{uid}/edit). */
const eventFields = {
  name: singleLineText().trim().minLength(1).maxLength(EVENT_LIMITS.name),
  description: multiLineText().trim().minLength(1).maxLength(EVENT_LIMITS.description),
  event_visibility: vine.enum(EVENT_VISIBILITIES),
  event_type: vine.array(vine.enum(EVENT_TYPES)).distinct().optional(),
  event_promo: vine.enum(EVENT_PROMOS).nullable().optional(),
  product_id: recordId().exists(eventProduct).nullable().optional(),
  whom_text: singleLineText().trim().minLength(1).maxLength(EVENT_LIMITS.whomText),
  uvp_text: singleLineText().trim().minLength(1).maxLength(EVENT_LIMITS.uvpText),
  ...startAndEndDates(),
  attendees_limit: vine
    .any()
    .use(wholeNumber({ min: 0 }))
    .transform((value) => value as number),
  attendees_price: vine
    .any()
    .use(euroAmount())
    .transform((cents) => cents as number),
  // At most 5; empty ones are dropped by the form and, if sent, by EventService.
  promises: vine
    .array(singleLineText().trim().maxLength(EVENT_LIMITS.promise).nullable())
    .maxLength(EVENT_LIMITS.promises)
    .optional(),
}

export type EventMeta = { communityId: number; productId?: number | null }

/** The event contact's profile: every field required (spec §5's profile fieldset). */
export const eventContactProfile = () =>
  vine.object({
    first_name: personName(),
    last_name: personName(),
    email: emailAddress(),
    phone_number: phoneNumber(),
  })

/** POST /events: the Event tab's fields and the event contact's profile. */
export const createEventValidator = vine.withMetaData<EventMeta>().create({
  ...eventFields,
  contact: vine.object({ profile: eventContactProfile() }),
})

/** POST /events/{uid}/edit: the Event tab. */
export const eventTabValidator = vine.withMetaData<EventMeta>().create(eventFields)
