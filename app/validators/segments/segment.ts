import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import Product from '#models/product'
import Segment from '#models/segment'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { recordId, recordIdsRule } from '#validators/shared/shared'
import { wholeNumber } from '#validators/shared/numbers'
import { singleLineText } from '#validators/text_rules'

type SegmentMeta = { communityId: number; segmentId?: number }

/** Case ignored; the unique index decides a race. */
async function uniqueSegmentCode(_db: unknown, value: string, field: FieldContext) {
  const meta = field.meta as SegmentMeta
  // Raw: the unique index's expression, lower(code).
  const query = Segment.forTenant(communityScope(meta.communityId)).whereRaw(
    'lower(segments.code) = ?',
    [value.toLowerCase()]
  )
  if (meta.segmentId) query.whereNot('segments.id', meta.segmentId)
  return !(await query.select('segments.id').first())
}

/** Not `exists()` on each element: one read, one message under the list. */
const communityProducts = recordIdsRule(async (ids, field) => {
  const meta = field.meta as { communityId: number }
  const found = await Product.forTenant(communityScope(meta.communityId))
    .whereNull('products.deleted_at')
    .whereIn('products.id', ids)
    .count('* as total')
  if (Number(found[0]?.$extras.total) !== ids.length) field.report('', 'segment_products', field)
})

export const segmentValidator = vine.withMetaData<SegmentMeta>().create({
  name: singleLineText().trim().minLength(1).maxLength(150),
  code: singleLineText()
    .trim()
    .minLength(1)
    .maxLength(50)
    .regex(/^[\p{L}\p{N}_-]+$/u)
    .unique(uniqueSegmentCode),
  priority: vine
    .any()
    .use(wholeNumber())
    .transform((value) => value as number),
  product_ids: vine.array(recordId()).maxLength(10).use(communityProducts()).optional(),
})
