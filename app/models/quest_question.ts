import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import QuestOption from '#models/quest_option'

/** A question of a quest's quiz (read through its quest, which carries the tenant scope). */
export default class QuestQuestion extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare questId: number

  @column()
  declare position: number

  @column()
  declare text: string

  @hasMany(() => QuestOption, {
    foreignKey: 'questionId',
    onQuery: (query) => query.orderBy('position').orderBy('id'),
  })
  declare options: HasMany<typeof QuestOption>
}
