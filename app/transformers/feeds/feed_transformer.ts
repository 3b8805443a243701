import { BaseTransformer } from '@adonisjs/core/transformers'
import type Feed from '#models/feed'
import { apiImageUrl, imageUrl } from '#services/images/image_urls'
import { toWallTime } from '#services/shared/org_time'

export default class FeedTransformer extends BaseTransformer<Feed> {
  static readonly rowFields = [
    'uid',
    'id',
    'type',
    'title',
    'text',
    'image',
    'visibility',
    'isScheduled',
    'scheduledFor',
    'publishedAt',
    'createdAt',
    'updatedAt',
    'deletedAt',
    'createdBy',
    'quizId',
    'questId',
  ] as const satisfies readonly (keyof Feed)[]

  /** Needs the names `Feed.withNames` preloads. */
  toRow() {
    const feed = this.resource
    const creator = feed.creator?.fullName
    const content = (feed.quiz?.name ?? feed.quest?.title) || null
    return {
      ...this.pick(feed, ['uid', 'id', 'type', 'visibility', 'isScheduled']),
      // Whole: the table cuts it, with the whole in its tooltip.
      text: feed.title || content || feed.text || '',
      caption: content && feed.text ? feed.text : null,
      thumbnailUrl: imageUrl('feed.image', feed),
      createdBy: creator?.trim() || null,
      scheduledFor: feed.isScheduled ? (feed.scheduledFor?.toISO() ?? null) : null,
      pending: (feed.publishedAt?.toMillis() ?? 0) > Date.now(),
      createdAt: feed.createdAt.toISO(),
      deletedAt: feed.deletedAt?.toISO() ?? null,
    }
  }

  toForm() {
    const feed = this.resource
    return {
      ...this.pick(feed, ['uid', 'id', 'type', 'visibility']),
      title: feed.title ?? '',
      text: feed.text ?? '',
      link: feed.link ?? '',
      media: feed.media,
      excerpt: feed.excerpt ?? '',
      content: feed.content ?? '',
      tags: feed.tags,
      quiz_id: feed.quizId,
      quest_id: feed.questId,
      is_scheduled: feed.isScheduled,
      scheduled_for: toWallTime(feed.scheduledFor),
      imageUrl: imageUrl('feed.image', feed),
      deletedAt: feed.deletedAt?.toISO() ?? null,
    }
  }

  /** snake_case, like the mobile app's other JSON; the image through `imageRoute`. */
  toPublic(
    slug: string,
    imageRoute: 'api.feed.image' | 'api.member.feed.image' = 'api.feed.image'
  ) {
    const feed = this.resource
    return {
      uid: feed.uid,
      type: feed.type,
      title: feed.title,
      text: feed.text,
      link: feed.link,
      image_url: apiImageUrl(feed.image, imageRoute, { slug, uid: feed.uid }, feed),
      media: feed.media,
      excerpt: feed.excerpt,
      content: feed.content,
      tags: feed.tags,
      quiz: feed.quiz ? { uid: feed.quiz.uid, name: feed.quiz.name } : null,
      quest: feed.quest ? { uid: feed.quest.uid, title: feed.quest.title } : null,
      published_at: feed.publishedAt.toUTC().toISO(),
    }
  }

  /**
   * A member's item: the public one's fields and whether it is for members only, whose image is
   * served to members alone (with the member's token), a public item's by the public route.
   */
  toMember(slug: string) {
    const membersOnly = this.resource.visibility === 'members'
    return {
      ...this.toPublic(slug, membersOnly ? 'api.member.feed.image' : 'api.feed.image'),
      members_only: membersOnly,
    }
  }
}
