/**
 * The kinds of feed item and what each one holds. No imports: the model, the validator, the
 * service and the feed form (`@shared/feeds`) read these.
 */

/** The kinds of feed item (spec §2 Feeds); the form's default is `post`. */
export const FEED_TYPES = ['post', 'image', 'video', 'article', 'quiz', 'quest'] as const
export type FeedType = (typeof FEED_TYPES)[number]

/** Who sees an item (labels in the `feeds.options.visibility` catalog); default `public`. */
export const FEED_VISIBILITIES = ['public', 'members', 'private'] as const
export type FeedVisibility = (typeof FEED_VISIBILITIES)[number]

export type FeedField =
  | 'title'
  | 'text'
  | 'link'
  | 'image'
  | 'media'
  | 'excerpt'
  | 'content'
  | 'tags'
  | 'quiz_id'
  | 'quest_id'

/**
 * The fields of each type, besides type, visibility and scheduling: the form shows these, the
 * server stores these (a field of another type is left empty).
 */
export const FEED_FIELDS: Record<FeedType, readonly FeedField[]> = {
  post: ['text', 'link', 'image', 'media'],
  image: ['image', 'text'],
  video: ['title', 'link', 'image', 'text'],
  article: ['title', 'content', 'excerpt', 'tags', 'image'],
  quiz: ['quiz_id', 'text'],
  quest: ['quest_id', 'text'],
}

/** The image type (spec §3) of each type's image: the stored file's kind. */
export const FEED_IMAGE_TYPES = {
  post: 'post_image',
  image: 'post_featured',
  video: 'video_thumbnail',
  article: 'article_featured',
} as const satisfies Partial<Record<FeedType, string>>

export function feedHas(type: FeedType, field: FeedField) {
  return FEED_FIELDS[type].includes(field)
}

/** The form's limits, checked in the browser and again by the validator (spec §5). */
export const FEED_TEXT_MAX = 1500
export const FEED_EXCERPT_MAX = 500
export const FEED_MEDIA_MAX = 10
