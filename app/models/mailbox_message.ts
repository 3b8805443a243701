import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class MailboxMessage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare from: string

  @column()
  declare to: string

  @column()
  declare subject: string

  @column()
  declare html: string | null

  @column()
  declare text: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
