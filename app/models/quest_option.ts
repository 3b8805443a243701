import { BaseModel, column } from '@adonisjs/lucid/orm'

/** An option of a quest question; exactly one of a question's options is correct. */
export default class QuestOption extends BaseModel {
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

  @column()
  declare isCorrect: boolean
}
