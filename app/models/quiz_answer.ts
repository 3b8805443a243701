import { BaseModel, belongsTo, column, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { withChoiceColumns } from '#models/mixins/question_tree'
import QuizQuestion from '#models/quiz_question'
import QuizResponse from '#models/quiz_response'

/** An answer of a quiz question; `segmentId` is a segment of the quiz's community, or none. */
export default class QuizAnswer extends withChoiceColumns(BaseModel) {
  @column()
  declare segmentId: number | null

  @belongsTo(() => QuizQuestion, { foreignKey: 'questionId' })
  declare question: BelongsTo<typeof QuizQuestion>

  /** The responses that chose it (`withCount('responses')`: how many chose it). */
  @manyToMany(() => QuizResponse, {
    pivotTable: 'quiz_response_answers',
    pivotForeignKey: 'answer_id',
    pivotRelatedForeignKey: 'response_id',
  })
  declare responses: ManyToMany<typeof QuizResponse>
}
