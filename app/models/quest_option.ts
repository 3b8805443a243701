import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withChoiceColumns } from '#models/mixins/question_tree'

/** An option of a quest question; exactly one of a question's options is correct. */
export default class QuestOption extends withChoiceColumns(BaseModel) {
  @column()
  declare isCorrect: boolean
}
