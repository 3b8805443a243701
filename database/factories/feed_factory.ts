import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Feed from '#models/feed'
import { unique } from '#database/factories/unique'

/**
 * A public post with a unique text, published now, not scheduled, without image or media; merge
 * `communityId` (and `type`, `scheduledFor`/`publishedAt`, `deletedAt`… for other cases).
 */
export const FeedFactory = factory
  .define(Feed, () => ({
    type: 'post' as const,
    title: null,
    text: unique('Anunț'),
    visibility: 'public' as const,
    isScheduled: false,
    scheduledFor: null,
    publishedAt: DateTime.now(),
    link: null,
    image: null,
    media: [],
    excerpt: null,
    content: null,
    tags: [],
    quizId: null,
    questId: null,
    createdBy: null,
    deletedAt: null,
  }))
  .build()
