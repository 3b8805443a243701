import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { withCreatorAndSoftDelete } from '#models/mixins/with_creator_and_soft_delete'
import { inPosition } from '#models/mixins/question_tree'
import QuizQuestion from '#models/quiz_question'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

/** Soft-deleted (docs/content.md). */
export default class Quiz extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withCreatorAndSoftDelete,
  withAuditTrail('quiz')
) {
  @column()
  declare name: string

  @column({ serializeAs: null })
  declare coverImage: string | null

  @hasMany(() => QuizQuestion, { onQuery: inPosition })
  declare questions: HasMany<typeof QuizQuestion>
}
