import { BaseTransformer } from '@adonisjs/core/transformers'
import type Segment from '#models/segment'

/** A segment as the pages see it. */
export default class SegmentTransformer extends BaseTransformer<Segment> {
  /** A row of /segments, also what the segment form edits. */
  toRow() {
    return this.pick(this.resource, ['uid', 'id', 'name', 'code', 'priority'])
  }
}
