import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import Car from '#models/car'
import Contact from '#models/contact'
import Invoice from '#models/invoice'

/**
 * A contact's offer on a car, in EUR cents. The contact's deletion keeps the bid (contactId
 * becomes null); its invoices, issued or cancelled, hang off it. After the lot closes, a
 * winning bid may be withdrawn and the car awarded to the next one (docs/auction.md).
 */
export default class Bid extends compose(BaseModel, communityRecord, withTimestamps) {
  @column()
  declare carId: number

  @belongsTo(() => Car)
  declare car: BelongsTo<typeof Car>

  @column()
  declare contactId: number | null

  @belongsTo(() => Contact)
  declare contact: BelongsTo<typeof Contact>

  @column()
  declare amountCents: number

  @column.dateTime()
  declare placedAt: DateTime

  /** When the admin recorded that the bidder withdrew it (a winning bid, after the close). */
  @column.dateTime()
  declare withdrawnAt: DateTime | null

  @column()
  declare withdrawnBy: number | null

  @column()
  declare withdrawalReason: string | null

  /** When the car was awarded to it after its winner stepped back (the latest award wins). */
  @column.dateTime()
  declare awardedAt: DateTime | null

  @column()
  declare awardedBy: number | null

  @column()
  declare awardReason: string | null

  @hasMany(() => Invoice)
  declare invoices: HasMany<typeof Invoice>
}
