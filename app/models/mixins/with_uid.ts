import { randomUUID } from 'node:crypto'
import type { BaseModel } from '@adonisjs/lucid/orm'
import { beforeCreate, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/** Set before create(), so that it is known right after (the database default is not read back). */
export function withUid<Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) {
  class ModelWithUid extends superclass {
    @column()
    declare uid: string

    @beforeCreate()
    static assignUid(row: ModelWithUid) {
      row.uid ??= randomUUID()
    }
  }
  return ModelWithUid
}
