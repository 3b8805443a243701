import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import { withUid } from '#models/mixins/with_uid'
import { withTimestamps } from '#models/mixins/with_timestamps'
import MemberIdentity from '#models/member_identity'
import CommunityMember from '#models/community_member'
import MemberAccessToken from '#models/member_access_token'

/**
 * A person signed in to the mobile app: one account for the platform, in one or more communities
 * (docs/members.md). Signs in by the methods of /mobile-app/settings; one access token per device.
 */
export default class Member extends compose(BaseModel, withUid, withTimestamps) {
  /** The devices' tokens (`member_access_tokens`), 180 days each (docs/members.md). */
  static accessTokens = DbAccessTokensProvider.forModel(Member, {
    table: 'member_access_tokens',
    type: 'member_token',
    prefix: 'mbr_',
    expiresIn: '180 days',
  })

  @column({ isPrimary: true })
  declare id: number

  /** Verified and lower-cased; null once the account is erased. */
  @column()
  declare email: string | null

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  @column()
  declare firstName: string | null

  @column()
  declare lastName: string | null

  /** E.164 (+40…). */
  @column()
  declare phoneNumber: string | null

  /** The language of the member's e-mails ('ro' or 'en'). */
  @column()
  declare locale: string

  @column.dateTime()
  declare erasedAt: DateTime | null

  @hasMany(() => MemberIdentity)
  declare identities: HasMany<typeof MemberIdentity>

  @hasMany(() => CommunityMember)
  declare communityMemberships: HasMany<typeof CommunityMember>

  /** The same tokens as rows, for deletes in a transaction (`accessTokens` makes and checks them). */
  @hasMany(() => MemberAccessToken, { foreignKey: 'tokenableId' })
  declare deviceTokens: HasMany<typeof MemberAccessToken>
}
