import type { I18n } from '@adonisjs/i18n'
import Product, { PRODUCT_OPTIONS, type ProductOptionList } from '#models/product'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import { ImageService } from '#services/images/image_service'
import { restore, softDelete } from '#services/shared/soft_delete'
import { formatMoney } from '#shared/number_format'
import { orderByLowerCase, searchNormalized, type ListOptions } from '#services/shared/list_query'
import type { ProductState } from '#validators/products/product'

/** Prices in cents. */
export interface ProductInput {
  name: string
  description_short: string
  description_long: string
  product_type: string
  product_payment_type: string
  product_delivery_type: string
  product_format_type: string
  product_price: number
  promo_price: number
  external_link?: string | null
  stripe_required?: boolean
  membership_required?: boolean
  subscription_required?: boolean
}

export const PRODUCT_LIST_OPTIONS: ListOptions = {
  sortable: {
    id: 'products.id',
    name: 'products.name',
    product_type: 'products.product_type',
    product_payment_type: 'products.product_payment_type',
    product_format_type: 'products.product_format_type',
    price: 'products.price_cents',
    created_at: 'products.created_at',
  },
  searchColumn: 'products.search',
  textSort: ['name'],
  defaultSort: { key: 'id', direction: 'desc' },
}

/** The table's rows: a state, and for the export the table's search. */
export function productsInState(tenant: TenantScope, state: ProductState, search = '') {
  const query = Product.forTenant(tenant)
  if (state === 'active') query.whereNull('products.deleted_at')
  if (state === 'deleted') query.whereNotNull('products.deleted_at')
  if (search) searchNormalized(query, ['products.search'], search, true)
  return query
}

type ProductOptionLabels = Record<ProductOptionList, Record<string, string>>

const optionsByLocale = new Map<string, ProductOptionLabels>()

/** Made once per language: formatting a label builds an ICU formatter. */
export function productOptions(i18n: I18n) {
  let options = optionsByLocale.get(i18n.locale)
  if (!options) {
    options = Object.fromEntries(
      Object.entries(PRODUCT_OPTIONS).map(([list, keys]) => [
        list,
        Object.fromEntries(keys.map((key) => [key, i18n.t(`products.options.${list}.${key}`)])),
      ])
    ) as ProductOptionLabels
    optionsByLocale.set(i18n.locale, options)
  }
  return options
}

export async function countActiveProducts(tenant: TenantScope) {
  const [row] = await productsInState(tenant, 'active').count('* as total')
  return Number(row.$extras.total)
}

export class ProductService {
  static async save(product: Product, communityId: number, data: ProductInput) {
    product.merge({
      communityId,
      name: data.name,
      descriptionShort: data.description_short,
      descriptionLong: data.description_long,
      productType: data.product_type,
      productPaymentType: data.product_payment_type,
      productDeliveryType: data.product_delivery_type,
      productFormatType: data.product_format_type,
      priceCents: data.product_price,
      promoPriceCents: data.promo_price,
      externalLink: data.external_link ?? null,
      stripeRequired: data.stripe_required ?? false,
      membershipRequired: data.membership_required ?? false,
      subscriptionRequired: data.subscription_required ?? false,
    })
    await product.save()
    return product
  }

  /** The copy is active and has its own copy of the image. */
  static async duplicate(product: Product, i18n: I18n) {
    const suffix = i18n.t('products.copy_suffix')
    const copy = new Product()
    copy.fill({
      communityId: product.communityId,
      name: `${product.name.slice(0, 200 - suffix.length - 1)} ${suffix}`,
      descriptionShort: product.descriptionShort,
      descriptionLong: product.descriptionLong,
      productType: product.productType,
      productPaymentType: product.productPaymentType,
      productDeliveryType: product.productDeliveryType,
      productFormatType: product.productFormatType,
      priceCents: product.priceCents,
      promoPriceCents: product.promoPriceCents,
      externalLink: product.externalLink,
      stripeRequired: product.stripeRequired,
      membershipRequired: product.membershipRequired,
      subscriptionRequired: product.subscriptionRequired,
      image: null,
      deletedAt: null,
    })
    await copy.save()
    const image = await ImageService.copy(product.image, {
      owner: copy.uid,
      type: 'product_image',
    })
    if (image) {
      copy.image = image
      await copy.save()
    }
    return copy
  }

  /** It stays, restorable. */
  static softDelete(product: Product) {
    return softDelete(product)
  }

  static restore(product: Product) {
    return restore(product)
  }

  /** The detail (number and price) tells apart two of the same name. */
  static async options(tenant: TenantScope, alsoIds: number[] = []) {
    const query = Product.forTenant(tenant)
      .select('id', 'name', 'price_cents')
      .where((shown) => {
        shown.whereNull('deleted_at')
        if (alsoIds.length) shown.orWhereIn('id', alsoIds)
      })
    const rows = await orderByLowerCase(query, 'name').orderBy('id').limit(PRODUCT_OPTION_LIMIT)
    return rows.map((row) => ({
      value: row.id,
      label: row.name,
      detail: `#${row.id} · ${formatMoney(row.priceCents)}`,
    }))
  }
}

export const PRODUCT_OPTION_LIMIT = 1000
