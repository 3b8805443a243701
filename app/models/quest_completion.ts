import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { communityRecord } from '#models/mixins/community_record'

/** A quest done by a contact: its score out of `maxScore`; one per quest and contact. */
export default class QuestCompletion extends compose(BaseModel, communityRecord) {
  @column()
  declare questId: number

  @column()
  declare contactId: number

  @column()
  declare score: number

  @column()
  declare maxScore: number

  @column.dateTime()
  declare completedAt: DateTime
}
