import type Product from '#models/product'
import type Segment from '#models/segment'
import { imageUrl } from '#services/images/image_columns'
import { centsToDecimal, centsToInput } from '#shared/money'

/**
 * How products and segments reach the pages (camelCase props): the only
 * place that decides which fields the browser sees. Prices leave as text:
 * decimals with a dot in tables, the form's "12,50" in the form.
 */
export function productRow(product: Product) {
  return {
    uid: product.uid,
    id: product.id,
    name: product.name,
    productType: product.productType,
    productPaymentType: product.productPaymentType,
    productFormatType: product.productFormatType,
    price: centsToDecimal(product.priceCents),
    createdAt: product.createdAt.toISO(),
    deletedAt: product.deletedAt?.toISO() ?? null,
  }
}
export type ProductRow = ReturnType<typeof productRow>

/** Every field of the product form, as the form holds them. */
export function productForm(product: Product) {
  return {
    uid: product.uid,
    id: product.id,
    name: product.name,
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
export type ProductForm = ReturnType<typeof productForm>

export function segmentRow(segment: Segment) {
  return {
    uid: segment.uid,
    id: segment.id,
    name: segment.name,
    code: segment.code,
    priority: segment.priority,
  }
}
export type SegmentRow = ReturnType<typeof segmentRow>
