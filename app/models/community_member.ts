import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { communityRecord } from '#models/mixins/community_record'
import Member from '#models/member'
import Contact from '#models/contact'
import Community from '#models/community'

/**
 * A member in a community, linked to the community's contact of the same verified e-mail. Left or
 * blocked: the member's requests to the community answer 401.
 */
export default class CommunityMember extends compose(BaseModel, communityRecord) {
  /**
   * One member's places in every community (their own list, GET /api/member/communities): the
   * member is the owner here, not a community, so no tenant scope applies.
   */
  static ofMember(memberId: number, client?: QueryClientContract) {
    return this.query(client ? { client } : {}).where('member_id', memberId)
  }

  @column()
  declare memberId: number

  @belongsTo(() => Member)
  declare member: BelongsTo<typeof Member>

  @column()
  declare contactId: number

  @belongsTo(() => Contact)
  declare contact: BelongsTo<typeof Contact>

  @belongsTo(() => Community)
  declare community: BelongsTo<typeof Community>

  @column.dateTime()
  declare joinedAt: DateTime

  @column.dateTime()
  declare leftAt: DateTime | null

  @column.dateTime()
  declare blockedAt: DateTime | null

  /** The staff user who blocked the member. */
  @column()
  declare blockedBy: number | null

  /** In the community now: joined, not left, not blocked. */
  get isActive() {
    return !this.leftAt && !this.blockedAt
  }
}
