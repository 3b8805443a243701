import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, hasMany, hasManyThrough, scope } from '@adonisjs/lucid/orm'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { HasMany, HasManyThrough } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { communityScope } from '#models/mixins/with_tenant_scope'
import Car from '#models/car'
import Bid from '#models/bid'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

export const LOT_STATES = ['scheduled', 'open', 'closed'] as const
export type LotState = (typeof LOT_STATES)[number]

/**
 * An auction of a community: a title and its dates, holding cars (docs/auction.md). It is
 * scheduled before its start, open until its end (moved by late bids), closed from then on;
 * closed early by an admin, its end is that moment and `closedAt`/`closedBy` record it.
 */
export default class Lot extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withAuditTrail('lot')
) {
  /**
   * The number of its cars and of their bids, as `car_count` and `bid_count`; each read by the
   * community-led index (`community_id` is part of every key).
   */
  static withCounts = scope((query: ModelQueryBuilderContract<typeof Lot>) => {
    query
      .withCount('cars', (cars) =>
        cars.whereColumn('cars.community_id', 'lots.community_id').as('car_count')
      )
      .withCount('bids', (bids) =>
        bids
          .whereColumn('cars.community_id', 'lots.community_id')
          .whereColumn('bids.community_id', 'cars.community_id')
          .as('bid_count')
      )
  })

  @column()
  declare title: string

  @column.dateTime()
  declare startsAt: DateTime

  @column.dateTime()
  declare endsAt: DateTime

  /** When an admin closed it before its end (then equal to `endsAt`), null otherwise. */
  @column.dateTime()
  declare closedAt: DateTime | null

  /** Who closed it early (null once that user is deleted). */
  @column()
  declare closedBy: number | null

  /**
   * The lot's row, locked until `trx` ends: its bids, its close and its edits queue behind each
   * other, so each reads the end as it stands.
   */
  static locked(communityId: number, lotId: number, trx: TransactionClientContract) {
    return this.forTenant(communityScope(communityId))
      .useTransaction(trx)
      .where('lots.id', lotId)
      .forUpdate()
      .firstOrFail()
  }

  /** Its state at `now`. */
  stateAt(now: DateTime = DateTime.now()): LotState {
    if (now < this.startsAt) return 'scheduled'
    return now < this.endsAt ? 'open' : 'closed'
  }

  @hasMany(() => Car, { onQuery: (query) => query.orderBy('make').orderBy('model').orderBy('id') })
  declare cars: HasMany<typeof Car>

  @hasManyThrough([() => Bid, () => Car])
  declare bids: HasManyThrough<typeof Bid>
}
