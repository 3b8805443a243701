import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class Module extends BaseModel {
  static EVENTS = 'events-module'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare description: string | null
}
