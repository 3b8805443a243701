import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import User from '#models/user'

/** The ticket of a registration with a place: its unguessable code and its check-in. */
export default class EventTicket extends compose(BaseModel, communityRecord) {
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
