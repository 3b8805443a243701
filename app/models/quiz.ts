import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import User from '#models/user'
import QuizQuestion from '#models/quiz_question'

/**
 * A quiz of a community: questions (single or multiple choice) whose answers may point at a
 * segment of the community. Soft-deleted like products (docs/content.md).
 */
export default class Quiz extends compose(BaseModel, withUid, withTenantScope('community')) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare name: string

  @column()
  declare createdBy: number | null

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>

  @hasMany(() => QuizQuestion, { onQuery: (query) => query.orderBy('position').orderBy('id') })
  declare questions: HasMany<typeof QuizQuestion>

  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
