import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { withCreatorAndSoftDelete } from '#models/mixins/with_creator_and_soft_delete'
import QuizQuestion from '#models/quiz_question'

/** Soft-deleted (docs/content.md). */
export default class Quiz extends compose(
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
  declare name: string

  @column({ serializeAs: null })
  declare coverImage: string | null

  @hasMany(() => QuizQuestion, { onQuery: (query) => query.orderBy('position').orderBy('id') })
  declare questions: HasMany<typeof QuizQuestion>
}
