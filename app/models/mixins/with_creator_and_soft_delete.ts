import { DateTime } from 'luxon'
import type { BaseModel } from '@adonisjs/lucid/orm'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import User from '#models/user'

/** `creator` is none once that user is gone. */
export function withCreatorAndSoftDelete<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class ModelWithCreatorAndSoftDelete extends superclass {
    @column()
    declare createdBy: number | null

    @belongsTo(() => User, { foreignKey: 'createdBy' })
    declare creator: BelongsTo<typeof User>

    @column.dateTime()
    declare deletedAt: DateTime | null
  }
  return ModelWithCreatorAndSoftDelete
}
