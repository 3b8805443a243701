import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { screenContacts } from '#services/contacts/contact_service'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { startAndEndDates } from '#validators/events/event'
import { euroAmount, wholeNumber } from '#validators/shared/numbers'
import { recordId } from '#validators/shared/shared'
import { multiLineText, singleLineText } from '#validators/text_rules'
import { UID_PATTERN } from '#shared/identifiers'
import { formatMoney } from '#shared/number_format'

/** The oldest car a lot takes; the newest is next year's model. */
export const FIRST_CAR_YEAR = 1900

/** A lot: its title and dates (typed in Romania's time, as events' dates; end after start). */
export const lotValidator = vine.create({
  title: singleLineText().trim().minLength(1).maxLength(200),
  ...startAndEndDates(),
})

/** A model year up to next year's (`car_year`). */
const notAfterNextYear = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'number' && value > DateTime.now().year + 1) {
    field.report('', 'car_year', field, { year: DateTime.now().year + 1 })
  }
})

/** A car of a lot; the starting price arrives as text ("3.500" or "3500,00"), leaves as cents. */
export const carValidator = vine.create({
  make: singleLineText().trim().minLength(1).maxLength(60),
  model: singleLineText().trim().minLength(1).maxLength(60),
  year: vine
    .any()
    .use(wholeNumber({ min: FIRST_CAR_YEAR }))
    .use(notAfterNextYear())
    .transform((year) => year as number),
  description: multiLineText().trim().minLength(1).maxLength(1500),
  starting_price: vine
    .any()
    .use(euroAmount())
    .transform((cents) => cents as number),
})

export type BidMeta = { communityId: number; startingPriceCents: number }

/**
 * Lucid's `exists()` check: a contact of the car's community, as its contacts screen and the
 * bid form's picker list them (another community's, or an event's own contact, is as good as none).
 */
async function communityContact(_db: unknown, value: number, field: FieldContext) {
  const meta = field.meta as BidMeta
  const found = await screenContacts(communityScope(meta.communityId))
    .where('contacts.id', value)
    .select('contacts.id')
    .first()
  return !!found
}

/** More than nothing (`bid_zero`) and at least the car's starting price (`bid_below_start`). */
const notBelowStart = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!field.isValid || typeof value !== 'number') return
  const meta = field.meta as BidMeta
  if (value === 0) field.report('', 'bid_zero', field)
  else if (value < meta.startingPriceCents) {
    field.report('', 'bid_below_start', field, { start: formatMoney(meta.startingPriceCents) })
  }
})

/**
 * "Adaugă ofertă": a contact of the community and an amount in EUR, at least the starting
 * price (above the highest bid, while the lot is open: AuctionService.placeBid, under the lot's lock). A zero amount is no bid.
 */
export const bidValidator = vine.withMetaData<BidMeta>().create({
  contact_id: recordId().exists(communityContact),
  amount: vine
    .any()
    .use(euroAmount())
    .use(notBelowStart())
    .transform((cents) => cents as number),
})

/**
 * "Înregistrează retragerea" and "Adjudecă următoarei oferte" (after the close): the bid the
 * admin saw (the winner withdrawing, or the next bid) and why, on the record.
 */
export const awardDecisionValidator = vine.create({
  bid_uid: singleLineText().trim().regex(UID_PATTERN),
  reason: multiLineText().trim().minLength(3).maxLength(500),
})
