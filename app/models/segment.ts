import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { linkRowsOf } from '#models/tenant_links'

/** Quiz answers point at a segment; it groups products. */
export default class Segment extends compose(BaseModel, withUid, withTenantScope('community')) {
  /** By the full key, community first, as the index leads. */
  static productLinks(segment: { id: number; communityId: number }, client?: QueryClientContract) {
    return linkRowsOf('segment_products', 'segment_id', segment, client)
  }

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare name: string

  @column()
  declare code: string

  @column()
  declare priority: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
