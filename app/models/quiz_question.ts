import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import QuizAnswer from '#models/quiz_answer'

export const QUIZ_QUESTION_TYPES = ['single', 'multiple'] as const
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number]

/** A question of a quiz (read through its quiz, which carries the tenant scope). */
export default class QuizQuestion extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare quizId: number

  @column()
  declare position: number

  @column()
  declare text: string

  @column()
  declare type: QuizQuestionType

  @hasMany(() => QuizAnswer, {
    foreignKey: 'questionId',
    onQuery: (query) => query.orderBy('position').orderBy('id'),
  })
  declare answers: HasMany<typeof QuizAnswer>
}
