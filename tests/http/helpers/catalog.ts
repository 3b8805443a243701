/**
 * Helpers for the products, segments and exchange-rate tests: records built
 * with the factories (returned as stored) and what a request wrote.
 */
import type Product from '#models/product'
import type Segment from '#models/segment'
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

export async function createSegment(
  communityId: number,
  fields: Partial<Omit<Row<typeof Segment>, 'id' | 'uid' | 'community_id'>> = {}
) {
  const { SegmentFactory } = await factories()
  const segment = await SegmentFactory.merge({ ...attributesOf(fields), communityId }).create()
  return rowById<Row<typeof Segment>>('segments', segment.id)
}

export async function segmentByUid(uid: string) {
  const [row] = await query(`select * from segments where uid = $1`, [uid])
  return row as Row<typeof Segment> | undefined
}

/** The product ids of a segment, sorted. */
export async function segmentProductIds(segmentId: number) {
  const rows = await query(
    `select product_id from segment_products where segment_id = $1 order by product_id`,
    [segmentId]
  )
  return rows.map((row) => row.product_id as number)
}

export async function linkProducts(segment: Row<typeof Segment>, productIds: number[]) {
  const { addToSegment } = await factories()
  await addToSegment({ id: segment.id, communityId: segment.community_id }, productIds)
}
