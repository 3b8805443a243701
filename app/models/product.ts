import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'

/** Keys stored; labels in the `products.options` catalog. */
export const PRODUCT_OPTIONS = {
  product_type: ['fizic', 'digital', 'serviciu', 'eveniment', 'abonament'],
  product_payment_type: ['unica', 'lunara', 'anuala', 'gratuit'],
  product_delivery_type: ['livrare', 'ridicare', 'online', 'email'],
  product_format_type: ['fizic', 'online', 'hibrid'],
} as const
export type ProductOptionList = keyof typeof PRODUCT_OPTIONS

/** Priced in EUR cents, shown in RON at the day's rate. */
export default class Product extends compose(BaseModel, withUid, withTenantScope('community')) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
