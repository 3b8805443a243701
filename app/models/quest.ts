import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { withCreatorAndSoftDelete } from '#models/mixins/with_creator_and_soft_delete'
import { inPosition } from '#models/mixins/question_tree'
import QuestQuestion from '#models/quest_question'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

export const QUEST_TYPES = ['quiz'] as const
export type QuestType = (typeof QUEST_TYPES)[number]

/** Soft-deleted (docs/content.md). */
export default class Quest extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withCreatorAndSoftDelete,
  withAuditTrail('quest')
) {
  @column()
  declare title: string

  @column()
  declare questType: QuestType

  @column()
  declare description: string

  @column({ serializeAs: null })
  declare coverImage: string | null

  @hasMany(() => QuestQuestion, { onQuery: inPosition })
  declare questions: HasMany<typeof QuestQuestion>
}
