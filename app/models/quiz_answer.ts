import { BaseModel, column } from '@adonisjs/lucid/orm'

/** An answer of a quiz question; `segmentId` is a segment of the quiz's community, or none. */
export default class QuizAnswer extends BaseModel {
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
  declare segmentId: number | null
}
