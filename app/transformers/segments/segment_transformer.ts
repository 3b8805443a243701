import { BaseTransformer } from '@adonisjs/core/transformers'
import type Segment from '#models/segment'

export default class SegmentTransformer extends BaseTransformer<Segment> {
  static readonly rowFields = [
    'uid',
    'id',
    'name',
    'code',
    'priority',
  ] as const satisfies readonly (keyof Segment)[]

  toRow() {
    return this.pick(this.resource, [...SegmentTransformer.rowFields])
  }
}
