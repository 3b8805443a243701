import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { withCreatorAndSoftDelete } from '#models/mixins/with_creator_and_soft_delete'
import Quiz from '#models/quiz'
import Quest from '#models/quest'
import type { FeedType, FeedVisibility } from '#shared/feeds'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

/** `published_at` is a scheduled item's time, else its creation: the public feed shows it from then. */
export default class Feed extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withCreatorAndSoftDelete,
  withAuditTrail('feed')
) {
  /**
   * The items of a community's feed its readers see: anyone the public ones, its members the
   * members-only ones too. An item whose quiz or quest was deleted is left out with it
   * (docs/decisions.md).
   */
  static publishedIn = scope(
    (
      query: ModelQueryBuilderContract<LucidModel>,
      slug: string,
      visibilities: readonly FeedVisibility[] = ['public']
    ) => {
      query
        .where('feeds.community_id', db.from('communities').select('id').where('slug', slug))
        .whereNull('feeds.deleted_at')
        .whereIn('feeds.visibility', [...visibilities])
        // Raw: the database's clock, the one `countFeedItems` counts by.
        .where('feeds.published_at', '<=', db.raw('now()'))
        .whereNotExists((deleted) =>
          deleted
            .from('quizzes')
            .whereColumn('quizzes.id', 'feeds.quiz_id')
            .whereNotNull('quizzes.deleted_at')
        )
        .whereNotExists((deleted) =>
          deleted
            .from('quests')
            .whereColumn('quests.id', 'feeds.quest_id')
            .whereNotNull('quests.deleted_at')
        )
        .orderBy('feeds.published_at', 'desc')
        .orderBy('feeds.id', 'desc')
    }
  )

  /**
   * The items after the one of uid `after` in the feed's order (newest first): a page's cursor.
   * An unknown uid (or another community's) gives no item.
   */
  static afterItem = scope((query: ModelQueryBuilderContract<LucidModel>, after: string) => {
    // Raw: a row comparison, the keyset of (published_at desc, id desc).
    query.whereRaw(
      `(feeds.published_at, feeds.id) < (
        select cursor.published_at, cursor.id from feeds cursor
        where cursor.uid = ? and cursor.community_id = feeds.community_id)`,
      [after]
    )
  })

  /** Its creator's name and its quiz's or quest's name, for the feeds table (`creator`, `quiz`, `quest`). */
  static withNames = scope((query: ModelQueryBuilderContract<typeof Feed>) => {
    query
      .preload('creator', (creator) => creator.select('id', 'first_name', 'last_name'))
      .preload('quiz', (quiz) => quiz.select('id', 'name'))
      .preload('quest', (quest) => quest.select('id', 'title'))
  })

  @column()
  declare type: FeedType

  @column()
  declare title: string | null

  @column()
  declare text: string | null

  @column()
  declare visibility: FeedVisibility

  @column()
  declare isScheduled: boolean

  @column.dateTime()
  declare scheduledFor: DateTime | null

  @column.dateTime()
  declare publishedAt: DateTime

  @column()
  declare link: string | null

  @column({ serializeAs: null })
  declare image: string | null

  /** Written as JSON text: node-postgres would send an array as text[]. */
  @column({
    prepare: (value: unknown) => JSON.stringify(value ?? []),
    consume: (value: unknown) =>
      (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as string[],
  })
  declare media: string[]

  @column()
  declare excerpt: string | null

  /** Sanitised by the validator. */
  @column()
  declare content: string | null

  @column()
  declare tags: string[]

  @column()
  declare quizId: number | null

  @column()
  declare questId: number | null

  @belongsTo(() => Quiz)
  declare quiz: BelongsTo<typeof Quiz>

  @belongsTo(() => Quest)
  declare quest: BelongsTo<typeof Quest>
}
