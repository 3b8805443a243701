import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type SignInCodePurpose = 'sign_in' | 'email_change'

/**
 * An e-mailed 6-digit code and link (docs/members.md, "Sign-in"): both stored as SHA-256 hashes,
 * valid 10 minutes and once, dead after 5 wrong tries; one live code per address and purpose.
 */
export default class MemberSignInCode extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare purpose: SignInCodePurpose

  @column()
  declare email: string

  /** The member changing their address (`email_change`); null for a sign-in. */
  @column()
  declare memberId: number | null

  @column({ serializeAs: null })
  declare codeHash: string

  @column({ serializeAs: null })
  declare linkHash: string

  @column()
  declare tries: number

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  @column()
  declare ip: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
