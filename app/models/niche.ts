import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class Niche extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare industryId: number

  @column()
  declare name: string

  @column()
  declare slug: string
}
