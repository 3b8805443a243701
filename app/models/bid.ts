import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import Car from '#models/car'
import Contact from '#models/contact'
import Invoice from '#models/invoice'

/**
 * A contact's offer on a car, in EUR cents. The contact's deletion keeps the bid (contactId
 * becomes null); its invoices, issued or cancelled, hang off it.
 */
export default class Bid extends compose(BaseModel, withUid, withTenantScope('community')) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

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

  @hasMany(() => Invoice)
  declare invoices: HasMany<typeof Invoice>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
