import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * A device's token as a row (`member_access_tokens`), for what the auth provider
 * (`Member.accessTokens`) cannot do: delete inside a transaction, delete all but one. Tokens are
 * made, read and checked by the provider; the hash is never read here.
 */
export default class MemberAccessToken extends BaseModel {
  static table = 'member_access_tokens'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare tokenableId: number

  @column()
  declare name: string | null

  @column.dateTime()
  declare lastUsedAt: DateTime | null

  @column.dateTime()
  declare expiresAt: DateTime | null
}
