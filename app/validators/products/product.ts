import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { parseEuroAmount } from '#shared/money'
import { PRODUCT_OPTIONS } from '#models/product'
import { optionalUrl } from '#validators/shared/shared'
import { euroAmount } from '#validators/shared/numbers'
import { multiLineText, singleLineText } from '#validators/text_rules'

/** The promo price is at most the price (both read as typed). */
const notAbovePrice = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!field.isValid || typeof value !== 'number') return
  const price = parseEuroAmount(field.parent.product_price)
  if (price.cents !== undefined && value > price.cents) {
    field.report('', 'promo_above_price', field)
  }
})

const option = (list: keyof typeof PRODUCT_OPTIONS) => vine.enum(PRODUCT_OPTIONS[list])

export const productValidator = vine.create({
  name: singleLineText().trim().minLength(1).maxLength(200),
  description_short: multiLineText().trim().minLength(1).maxLength(250),
  description_long: multiLineText().trim().minLength(1).maxLength(5000),
  product_type: option('product_type'),
  product_payment_type: option('product_payment_type'),
  product_delivery_type: option('product_delivery_type'),
  product_format_type: option('product_format_type'),
  product_price: vine
    .any()
    .use(euroAmount())
    .transform((cents) => cents as number),
  promo_price: vine
    .any()
    .use(euroAmount())
    .use(notAbovePrice())
    .transform((cents) => cents as number),
  external_link: optionalUrl().nullable(),
  stripe_required: vine.boolean().optional(),
  membership_required: vine.boolean().optional(),
  subscription_required: vine.boolean().optional(),
})

export const PRODUCT_STATES = ['active', 'deleted', 'all'] as const
export type ProductState = (typeof PRODUCT_STATES)[number]
