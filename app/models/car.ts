import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import Lot from '#models/lot'
import Bid from '#models/bid'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

/** A car of a lot, with its starting price in EUR cents and a photo (ImageService type car_photo). */
export default class Car extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withAuditTrail('car')
) {
  /** The number of its bids, as `bid_count` (by the community-led index). */
  static withBidCount = scope((query: ModelQueryBuilderContract<typeof Car>) => {
    query.withCount('bids', (bids) =>
      bids.whereColumn('bids.community_id', 'cars.community_id').as('bid_count')
    )
  })

  @column()
  declare lotId: number

  @belongsTo(() => Lot)
  declare lot: BelongsTo<typeof Lot>

  @column()
  declare make: string

  @column()
  declare model: string

  @column()
  declare year: number

  @column()
  declare description: string

  @column()
  declare startingPriceCents: number

  /** Storage key of the photo (ImageService), null without one. */
  @column({ serializeAs: null })
  declare photo: string | null

  /** Its bids, highest first (ties: the earlier one first). */
  @hasMany(() => Bid, {
    onQuery: (query) => query.orderBy('amount_cents', 'desc').orderBy('placed_at').orderBy('id'),
  })
  declare bids: HasMany<typeof Bid>
}
