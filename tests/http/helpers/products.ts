/**
 * Helpers for the products and exchange-rate tests: records built with the
 * factories (returned as stored) and what a request wrote.
 */
import type Product from '#models/product'
import { attributesOf, factories, query, rowById, type Row } from '../../support/db.ts'

export async function createProduct(
  communityId: number,
  fields: Partial<Omit<Row<typeof Product>, 'id' | 'uid' | 'community_id'>> = {}
) {
  const { ProductFactory } = await factories()
  const product = await ProductFactory.merge({ ...attributesOf(fields), communityId }).create()
  return rowById<Row<typeof Product>>('products', product.id)
}

export async function productByUid(uid: string) {
  const [row] = await query(`select * from products where uid = $1`, [uid])
  return row as Row<typeof Product> | undefined
}

export async function productsOf(communityId: number) {
  return (await query(`select * from products where community_id = $1 order by id`, [
    communityId,
  ])) as Row<typeof Product>[]
}

/** The product form as the browser sends it. */
export function productForm(fields: Record<string, unknown> = {}) {
  return {
    name: 'Curs de fotografie',
    description_short: 'Un curs scurt',
    description_long: 'Zece lecții\ncu exerciții',
    product_type: 'serviciu',
    product_payment_type: 'unica',
    product_delivery_type: 'online',
    product_format_type: 'hibrid',
    product_price: '12,50',
    promo_price: '10',
    external_link: 'https://exemplu.ro/curs',
    stripe_required: true,
    membership_required: false,
    subscription_required: true,
    ...fields,
  }
}
