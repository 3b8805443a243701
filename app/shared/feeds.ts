/** No imports: the server and the feed form both read these. */

export const FEED_TYPES = ['post', 'image', 'video', 'article', 'quiz', 'quest'] as const
export type FeedType = (typeof FEED_TYPES)[number]

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

/** A field of another type is left empty. */
export const FEED_FIELDS: Record<FeedType, readonly FeedField[]> = {
  post: ['text', 'link', 'image', 'media'],
  image: ['image', 'text'],
  video: ['title', 'link', 'image', 'text'],
  article: ['title', 'content', 'excerpt', 'tags', 'image'],
  quiz: ['quiz_id', 'text'],
  quest: ['quest_id', 'text'],
}

/** The field that describes an item, required: a quiz or a quest item needs none. */
export const FEED_DESCRIPTION: Partial<Record<FeedType, FeedField>> = {
  post: 'text',
  image: 'text',
  video: 'text',
  article: 'excerpt',
}

export const FEED_IMAGE_TYPES = {
  post: 'post_image',
  image: 'post_featured',
  video: 'video_thumbnail',
  article: 'article_featured',
} as const satisfies Partial<Record<FeedType, string>>

export function feedHas(type: FeedType, field: FeedField) {
  return FEED_FIELDS[type].includes(field)
}

/** Checked in the browser and again by the validator. */
export const FEED_TEXT_MAX = 1500
export const FEED_EXCERPT_MAX = 500
export const FEED_MEDIA_MAX = 10
