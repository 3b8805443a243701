/**
 * Helpers for the products, segments and exchange-rate tests: records built
 * with the factories (returned as stored) and what a request wrote.
 */
import { attributesOf, factories, query, rowById } from '../../support/db.ts'

export interface ProductRecord {
  id: number
  uid: string
  community_id: number
  name: string
  description_short: string
  description_long: string
  product_type: string
  product_payment_type: string
  product_delivery_type: string
  product_format_type: string
  price_cents: number
  promo_price_cents: number
  external_link: string | null
  stripe_required: boolean
  membership_required: boolean
  subscription_required: boolean
  image: string | null
  deleted_at: Date | null
}

export async function createProduct(
  communityId: number,
  fields: Partial<Omit<ProductRecord, 'id' | 'uid' | 'community_id'>> = {}
) {
  const { ProductFactory } = await factories()
  const product = await ProductFactory.merge({ ...attributesOf(fields), communityId }).create()
  return rowById<ProductRecord>('products', product.id)
}

export async function productByUid(uid: string) {
  const [row] = await query(`select * from products where uid = $1`, [uid])
  return row as ProductRecord | undefined
}

export async function productsOf(communityId: number) {
  return (await query(`select * from products where community_id = $1 order by id`, [
    communityId,
  ])) as ProductRecord[]
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

export interface SegmentRecord {
  id: number
  uid: string
  community_id: number
  name: string
  code: string
  priority: number
}

export async function createSegment(
  communityId: number,
  fields: Partial<Omit<SegmentRecord, 'id' | 'uid' | 'community_id'>> = {}
) {
  const { SegmentFactory } = await factories()
  const segment = await SegmentFactory.merge({ ...attributesOf(fields), communityId }).create()
  return rowById<SegmentRecord>('segments', segment.id)
}

export async function segmentByUid(uid: string) {
  const [row] = await query(`select * from segments where uid = $1`, [uid])
  return row as SegmentRecord | undefined
}

/** The product ids of a segment, sorted. */
export async function segmentProductIds(segmentId: number) {
  const rows = await query(
    `select product_id from segment_products where segment_id = $1 order by product_id`,
    [segmentId]
  )
  return rows.map((row) => row.product_id as number)
}

export async function linkProducts(segment: SegmentRecord, productIds: number[]) {
  const { addToSegment } = await factories()
  await addToSegment({ id: segment.id, communityId: segment.community_id }, productIds)
}
