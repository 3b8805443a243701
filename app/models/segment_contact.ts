import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import Contact from '#models/contact'
import Quiz from '#models/quiz'
import Segment from '#models/segment'

export const SEGMENT_SOURCES = ['quiz', 'manual', 'import'] as const
export type SegmentSource = (typeof SEGMENT_SOURCES)[number]

/**
 * A contact in a segment and how they got there: by a quiz's answer (`sourceId` = the quiz), by
 * hand or by an import. A contact may be in one segment by several ways; each is its own row.
 */
export default class SegmentContact extends compose(BaseModel, withTenantScope('community')) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare segmentId: number

  @belongsTo(() => Segment)
  declare segment: BelongsTo<typeof Segment>

  @column()
  declare contactId: number

  @belongsTo(() => Contact)
  declare contact: BelongsTo<typeof Contact>

  /** The quiz whose answer put the contact there (`source` quiz). */
  @belongsTo(() => Quiz, { foreignKey: 'sourceId' })
  declare quiz: BelongsTo<typeof Quiz>

  @column()
  declare source: SegmentSource

  @column()
  declare sourceId: number | null

  /** The staff user who added the contact by hand. */
  @column()
  declare addedBy: number | null

  @column.dateTime()
  declare addedAt: DateTime
}
