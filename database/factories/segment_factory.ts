import factory from '@adonisjs/lucid/factories'
import db from '@adonisjs/lucid/services/db'
import Segment from '#models/segment'
import { unique } from '#database/factories/unique'

/** A segment with a unique name and code, priority 1; merge `communityId`. */
export const SegmentFactory = factory
  .define(Segment, () => ({
    name: unique('Segment'),
    code: unique('cod'),
    priority: 1,
  }))
  .build()

/** Puts products of the segment's community in the segment, as the app does (SegmentService). */
export async function addToSegment(
  segment: { id: number; communityId: number },
  productIds: number[]
) {
  if (!productIds.length) return
  await db.table('segment_products').multiInsert(
    productIds.map((productId) => ({
      community_id: segment.communityId,
      segment_id: segment.id,
      product_id: productId,
    }))
  )
}
