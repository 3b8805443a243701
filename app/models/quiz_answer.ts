import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withChoiceColumns } from '#models/mixins/question_tree'

/** An answer of a quiz question; `segmentId` is a segment of the quiz's community, or none. */
export default class QuizAnswer extends withChoiceColumns(BaseModel) {
  @column()
  declare segmentId: number | null
}
