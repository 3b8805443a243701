import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import Member from '#models/member'
import Contact from '#models/contact'
import Community from '#models/community'

/**
 * A member in a community, linked to the community's contact of the same verified e-mail. Left or
 * blocked: the member's requests to the community answer 401.
 */
export default class CommunityMember extends compose(BaseModel, communityRecord) {
  @belongsTo(() => Community)
  declare community: BelongsTo<typeof Community>

  @column()
  declare memberId: number

  @belongsTo(() => Member)
  declare member: BelongsTo<typeof Member>

  @column()
  declare contactId: number

  @belongsTo(() => Contact)
  declare contact: BelongsTo<typeof Contact>

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
