import { BaseTransformer } from '@adonisjs/core/transformers'
import type Product from '#models/product'
import { imageUrl } from '#services/images/image_columns'
import { centsToDecimal, centsToInput } from '#shared/money'

/** The attributes a row of /products shows as they are stored. */
const ROW_AS_STORED = [
  'uid',
  'id',
  'name',
  'productType',
  'productPaymentType',
  'productFormatType',
] as const satisfies readonly (keyof Product)[]

/**
 * A product as the pages see it (camelCase props). Prices leave as text: decimals with a dot
 * in the table, the form's "12,50" in the form.
 */
export default class ProductTransformer extends BaseTransformer<Product> {
  /** The attributes toRow reads: a list selects only their columns (listQuery's `columns`). */
  static readonly rowFields = [
    ...ROW_AS_STORED,
    'priceCents',
    'createdAt',
    'deletedAt',
  ] as const satisfies readonly (keyof Product)[]

  /** A row of /products. */
  toRow() {
    const product = this.resource
    return {
      ...this.pick(product, [...ROW_AS_STORED]),
      price: centsToDecimal(product.priceCents),
      createdAt: product.createdAt.toISO(),
      deletedAt: product.deletedAt?.toISO() ?? null,
    }
  }

  /** Every field of the product form, as the form holds them (and posts them back). */
  toForm() {
    const product = this.resource
    return {
      ...this.pick(product, ['uid', 'id', 'name']),
      description_short: product.descriptionShort,
      description_long: product.descriptionLong,
      product_type: product.productType,
      product_payment_type: product.productPaymentType,
      product_delivery_type: product.productDeliveryType,
      product_format_type: product.productFormatType,
      product_price: centsToInput(product.priceCents),
      promo_price: centsToInput(product.promoPriceCents),
      external_link: product.externalLink ?? '',
      stripe_required: product.stripeRequired,
      membership_required: product.membershipRequired,
      subscription_required: product.subscriptionRequired,
      imageUrl: imageUrl('product.image', product),
      deletedAt: product.deletedAt?.toISO() ?? null,
    }
  }
}
