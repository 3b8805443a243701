import { BaseTransformer } from '@adonisjs/core/transformers'
import type Segment from '#models/segment'

/** A segment as the pages see it. */
export default class SegmentTransformer extends BaseTransformer<Segment> {
  /** The attributes toRow reads: a list selects only their columns (listQuery's `columns`). */
  static readonly rowFields = [
    'uid',
    'id',
    'name',
    'code',
    'priority',
  ] as const satisfies readonly (keyof Segment)[]

  /** A row of /segments, also what the segment form edits. */
  toRow() {
    return this.pick(this.resource, [...SegmentTransformer.rowFields])
  }
}
