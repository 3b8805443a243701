import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { linkRowsOf } from '#models/tenant_links'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

/** Quiz answers point at a segment; it groups products. */
export default class Segment extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withAuditTrail('segment')
) {
  /** By the full key, community first, as the index leads. */
  static productLinks(segment: { id: number; communityId: number }, client?: QueryClientContract) {
    return linkRowsOf('segment_products', 'segment_id', segment, client)
  }

  @column()
  declare name: string

  @column()
  declare code: string

  @column()
  declare priority: number
}
