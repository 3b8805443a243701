/**
 * Helpers for the segments tests: records built with the factories (returned
 * as stored) and what a request wrote.
 */
import type Segment from '#models/segment'
import { attributesOf, factories, query, rowById, type Row } from '../../support/db.ts'

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
