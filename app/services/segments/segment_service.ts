import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import Segment from '#models/segment'
import { refuseDuplicate } from '#services/shared/db_errors'
import { fieldError } from '#validators/shared/field_error'
import type { ListOptions } from '#services/shared/list_query'

export interface SegmentInput {
  name: string
  code: string
  priority: number
  product_ids?: number[]
}

export const SEGMENT_LIST_OPTIONS: ListOptions = {
  sortable: {
    id: 'segments.id',
    name: 'segments.name',
    code: 'segments.code',
    priority: 'segments.priority',
  },
  searchable: ['segments.name', 'segments.code'],
  textSort: ['name', 'code'],
  defaultSort: { key: 'id', direction: 'desc' },
}

export class SegmentService {
  static async productIds(segment: Segment) {
    const rows = await Segment.productLinks(segment).select('product_id').orderBy('product_id')
    return rows.map((row) => row.product_id as number)
  }

  /** A code taken at the same moment by another save is the code's error. */
  static async save(segment: Segment, communityId: number, data: SegmentInput, i18n: I18n) {
    await refuseDuplicate(
      () =>
        db.transaction(async (trx) => {
          segment.useTransaction(trx)
          segment.merge({ communityId, name: data.name, code: data.code, priority: data.priority })
          await segment.save()
          if (data.product_ids === undefined) return
          await Segment.productLinks({ id: segment.id, communityId }, trx).delete()
          const ids = [...new Set(data.product_ids)]
          if (ids.length) {
            await trx.table('segment_products').insert(
              ids.map((productId) => ({
                community_id: communityId,
                segment_id: segment.id,
                product_id: productId,
              }))
            )
          }
        }),
      () =>
        fieldError(
          'code',
          'database.unique',
          i18n.t('validator.shared.messages.code.database.unique')
        )
    )
    return segment
  }
}
