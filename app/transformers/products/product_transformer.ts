import { BaseTransformer } from '@adonisjs/core/transformers'
import type Product from '#models/product'
import { imageUrl } from '#services/images/image_urls'
import { centsToDecimal, centsToInput } from '#shared/money'

const ROW_AS_STORED = [
  'uid',
  'id',
  'name',
  'productType',
  'productPaymentType',
  'productFormatType',
] as const satisfies readonly (keyof Product)[]

/** Prices leave as text: decimals with a dot in the table, the Romanian form in the form. */
export default class ProductTransformer extends BaseTransformer<Product> {
  /** A list selects only their columns. */
  static readonly rowFields = [
    ...ROW_AS_STORED,
    'priceCents',
    'createdAt',
    'deletedAt',
  ] as const satisfies readonly (keyof Product)[]

  toRow() {
    const product = this.resource
    return {
      ...this.pick(product, [...ROW_AS_STORED]),
      price: centsToDecimal(product.priceCents),
      createdAt: product.createdAt.toISO(),
      deletedAt: product.deletedAt?.toISO() ?? null,
    }
  }

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
