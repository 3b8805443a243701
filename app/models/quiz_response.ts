import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import QuizAnswer from '#models/quiz_answer'
import Quiz from '#models/quiz'

/** A contact's answers to a quiz: one response per quiz and contact; answering again replaces it. */
export default class QuizResponse extends compose(BaseModel, communityRecord) {
  @column()
  declare quizId: number

  @belongsTo(() => Quiz)
  declare quiz: BelongsTo<typeof Quiz>

  @column()
  declare contactId: number

  /** The member who answered in the app (null once the account is erased). */
  @column()
  declare memberId: number | null

  @column.dateTime()
  declare answeredAt: DateTime

  @manyToMany(() => QuizAnswer, {
    pivotTable: 'quiz_response_answers',
    pivotForeignKey: 'response_id',
    pivotRelatedForeignKey: 'answer_id',
  })
  declare answers: ManyToMany<typeof QuizAnswer>
}
