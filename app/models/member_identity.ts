import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export const MEMBER_PROVIDERS = ['email', 'google', 'apple', 'facebook'] as const
export type MemberProvider = (typeof MEMBER_PROVIDERS)[number]

/** One way a member signs in: the provider and its stable id of the person (for e-mail, the address). */
export default class MemberIdentity extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare memberId: number

  @column()
  declare provider: MemberProvider

  @column()
  declare subject: string

  /** The e-mail the provider gave (verified by it), if any. */
  @column()
  declare email: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare lastUsedAt: DateTime | null
}
