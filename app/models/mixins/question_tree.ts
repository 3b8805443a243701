import type { BaseModel } from '@adonisjs/lucid/orm'
import { column } from '@adonisjs/lucid/orm'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/** The order a record's questions and a question's choices are read in: as the editor sent them. */
export function inPosition<Query extends ChainableContract>(query: Query) {
  return query.orderBy('position').orderBy('id')
}

/** A row of a quiz's or a quest's questions and choices: a numbered text of its community. */
export function withNumberedText<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class NumberedText extends superclass {
    @column({ isPrimary: true })
    declare id: number

    @column()
    declare communityId: number

    @column()
    declare position: number

    @column()
    declare text: string
  }
  return NumberedText
}

/** A quiz answer or a quest option: a numbered text of a question. */
export function withChoiceColumns<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class Choice extends withNumberedText(superclass) {
    @column()
    declare questionId: number
  }
  return Choice
}
