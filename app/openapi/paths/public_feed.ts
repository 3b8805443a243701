/** The public feed and its images (app/controllers/feeds/public_feed_controller.ts, docs/content.md). */
import { FEED_TYPES } from '#shared/feeds'
import {
  cachedJson,
  communityPageParameters,
  imageAnswer,
  nullable,
  operation,
  recordImageParameters,
} from '../components.js'
import type { Paths } from '../types.js'

const text = { type: 'string' }
const texts = { type: 'array', items: text }
const linked = (title: string) =>
  nullable({
    type: 'object',
    required: ['uid', title],
    properties: { uid: { type: 'string', format: 'uuid' }, [title]: text },
    additionalProperties: false,
  })

/** A feed item as the app shows it (the member feed adds its own fields beside these). */
export const feedItem = {
  type: 'object',
  required: [
    'uid',
    'type',
    'title',
    'text',
    'link',
    'image_url',
    'media',
    'excerpt',
    'content',
    'tags',
    'quiz',
    'quest',
    'published_at',
  ],
  properties: {
    uid: { type: 'string', format: 'uuid' },
    type: { enum: [...FEED_TYPES] },
    title: nullable(text),
    text: nullable(text),
    link: nullable(text),
    image_url: nullable({ type: 'string', format: 'uri', description: 'Absolute URL.' }),
    media: texts,
    excerpt: nullable(text),
    content: nullable({ type: 'string', description: 'An article’s HTML (sanitised).' }),
    tags: texts,
    quiz: linked('name'),
    quest: linked('title'),
    published_at: { type: 'string', format: 'date-time' },
  },
  additionalProperties: false,
}

const feedPage = {
  type: 'object',
  required: ['data', 'meta'],
  properties: {
    data: { type: 'array', items: feedItem },
    meta: {
      type: 'object',
      required: ['page', 'per_page', 'has_more'],
      properties: {
        page: { type: 'integer', minimum: 1 },
        per_page: { type: 'integer', minimum: 1, maximum: 50 },
        has_more: { type: 'boolean' },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
}

const example = {
  data: [
    {
      uid: '18c69bed-4c17-4cb6-829b-b8cbe7c171f6',
      type: 'post',
      title: null,
      text: 'Bine ați venit!',
      link: null,
      image_url: null,
      media: [],
      excerpt: null,
      content: null,
      tags: ['noutăți'],
      quiz: null,
      quest: null,
      published_at: '2027-05-01T08:00:00.000Z',
    },
  ],
  meta: { page: 1, per_page: 20, has_more: false },
}

export function publicFeedPaths(): Paths {
  return {
    '/api/communities/{slug}/feed': {
      get: operation({
        operationId: 'publicFeed',
        summary: 'A community’s public feed',
        description:
          'The published public items, newest first (scheduled items once due, deleted ones ' +
          'never). No session; cached 60 seconds with an ETag.',
        tags: ['Feed'],
        parameters: communityPageParameters,
        responses: { 200: cachedJson('A page of items.', feedPage, example) },
        refusals: ['notModified', 'notFound'],
      }),
    },
    '/api/communities/{slug}/feed/{uid}/image': {
      get: operation({
        operationId: 'publicFeedImage',
        summary: 'A public feed item’s image',
        description: 'The item’s `image_url`. Cached for long.',
        tags: ['Feed'],
        parameters: recordImageParameters,
        responses: { 200: imageAnswer },
        refusals: ['notModified', 'notFound'],
      }),
    },
  }
}
