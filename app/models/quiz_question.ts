import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { inPosition, withNumberedText } from '#models/mixins/question_tree'
import QuizAnswer from '#models/quiz_answer'

export const QUIZ_QUESTION_TYPES = ['single', 'multiple'] as const
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number]

/** A question of a quiz (read through its quiz, which carries the tenant scope). */
export default class QuizQuestion extends compose(BaseModel, withNumberedText) {
  @column()
  declare quizId: number

  @column()
  declare type: QuizQuestionType

  @hasMany(() => QuizAnswer, { foreignKey: 'questionId', onQuery: inPosition })
  declare answers: HasMany<typeof QuizAnswer>
}
