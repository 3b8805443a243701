import type { BaseModel } from '@adonisjs/lucid/orm'
import { column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/** The columns a quiz answer and a quest option share: a numbered text of a question. */
export function withChoiceColumns<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class Choice extends superclass {
    @column({ isPrimary: true })
    declare id: number

    @column()
    declare communityId: number

    @column()
    declare questionId: number

    @column()
    declare position: number

    @column()
    declare text: string
  }
  return Choice
}
