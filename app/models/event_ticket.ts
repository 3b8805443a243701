import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import User from '#models/user'

/** The ticket of a registration with a place: its unguessable code and its check-in. */
export default class EventTicket extends compose(BaseModel, withUid, withTenantScope('community')) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare eventId: number

  @column()
  declare registrationId: number

  @column()
  declare code: string

  @column.dateTime()
  declare checkedInAt: DateTime | null

  @column()
  declare checkedInBy: number | null

  @belongsTo(() => User, { foreignKey: 'checkedInBy' })
  declare checker: BelongsTo<typeof User>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
