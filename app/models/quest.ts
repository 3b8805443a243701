import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { withCreatorAndSoftDelete } from '#models/mixins/with_creator_and_soft_delete'
import QuestQuestion from '#models/quest_question'

export const QUEST_TYPES = ['quiz'] as const
export type QuestType = (typeof QUEST_TYPES)[number]

/** Soft-deleted (docs/content.md). */
export default class Quest extends compose(
  BaseModel,
  withUid,
  withTenantScope('community'),
  withCreatorAndSoftDelete
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare title: string

  @column()
  declare questType: QuestType

  @column()
  declare description: string

  @column({ serializeAs: null })
  declare coverImage: string | null

  @hasMany(() => QuestQuestion, { onQuery: (query) => query.orderBy('position').orderBy('id') })
  declare questions: HasMany<typeof QuestQuestion>
}
