import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { inPosition, withNumberedText } from '#models/mixins/question_tree'
import QuestOption from '#models/quest_option'

/** A question of a quest's quiz (read through its quest, which carries the tenant scope). */
export default class QuestQuestion extends compose(BaseModel, withNumberedText) {
  @column()
  declare questId: number

  @hasMany(() => QuestOption, { foreignKey: 'questionId', onQuery: inPosition })
  declare options: HasMany<typeof QuestOption>
}
