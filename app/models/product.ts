import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import Segment from '#models/segment'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

/** Keys stored; labels in the `products.options` catalog. */
export const PRODUCT_OPTIONS = {
  product_type: ['fizic', 'digital', 'serviciu', 'eveniment', 'abonament'],
  product_payment_type: ['unica', 'lunara', 'anuala', 'gratuit'],
  product_delivery_type: ['livrare', 'ridicare', 'online', 'email'],
  product_format_type: ['fizic', 'online', 'hibrid'],
} as const
export type ProductOptionList = keyof typeof PRODUCT_OPTIONS

/** Priced in EUR cents, shown in RON at the day's rate. */
export default class Product extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withAuditTrail('product')
) {
  @column()
  declare name: string

  @column()
  declare descriptionShort: string

  @column()
  declare descriptionLong: string

  @column()
  declare productType: string

  @column()
  declare productPaymentType: string

  @column()
  declare productDeliveryType: string

  @column()
  declare productFormatType: string

  @column()
  declare priceCents: number

  @column()
  declare promoPriceCents: number

  @column()
  declare externalLink: string | null

  @column()
  declare stripeRequired: boolean

  @column()
  declare membershipRequired: boolean

  @column()
  declare subscriptionRequired: boolean

  @column({ serializeAs: null })
  declare image: string | null

  @column.dateTime()
  declare deletedAt: DateTime | null

  /** The segments that offer it (the segment's products, `segment_products`). */
  @manyToMany(() => Segment, {
    pivotTable: 'segment_products',
    pivotForeignKey: 'product_id',
    pivotRelatedForeignKey: 'segment_id',
  })
  declare segments: ManyToMany<typeof Segment>
}
