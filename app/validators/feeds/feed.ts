import vine from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import {
  FEED_DESCRIPTION,
  FEED_EXCERPT_MAX,
  FEED_MEDIA_MAX,
  FEED_TEXT_MAX,
  FEED_TYPES,
  FEED_VISIBILITIES,
  type FeedField,
  type FeedType,
} from '#shared/feeds'
import Quiz from '#models/quiz'
import Quest from '#models/quest'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { htmlText, sanitizeArticleHtml } from '#services/feeds/article_html'
import { optionalUrl, recordId } from '#validators/shared/shared'
import { readWallTime, reportOutOfRange } from '#validators/shared/dates'
import { multiLineText, singleLineText } from '#validators/text_rules'

export const ARTICLE_CONTENT_MAX = 100_000
export const TAGS_MAX = 10
export const TAG_LENGTH_MAX = 20

interface FeedMeta {
  communityId: number
  hasImage?: boolean
  /** The edited item's scheduled time: kept as it is, even once past. */
  scheduledFor?: string | null
}

const typeIs =
  (...types: string[]) =>
  (field: FieldContext) =>
    types.includes((field.parent as Record<string, unknown>).type as string)

/** The field the item's type is described in (`FEED_DESCRIPTION`). */
const describes = (name: FeedField) => (field: FieldContext) =>
  FEED_DESCRIPTION[(field.parent as Record<string, unknown>).type as FeedType] === name

const checked = (value: unknown) => [true, 1, '1', 'true', 'on'].includes(value as never)
const scheduled = (field: FieldContext) =>
  checked((field.parent as Record<string, unknown>).is_scheduled)

/** Typed in Romania's time; an item that is not scheduled has none, whatever came. */
const futureTime = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (!scheduled(field)) return field.mutate(null, field)
    const { time, problem } = readWallTime(value)
    if (problem === 'range') return reportOutOfRange(field)
    if (!time) return field.report('', 'feed_schedule_format', field)
    const unchanged = value === (field.meta as FeedMeta).scheduledFor
    if (!unchanged && time <= DateTime.now()) return field.report('', 'feed_schedule_future', field)
    field.mutate(time, field)
  },
  { name: 'feed_schedule_format' }
)

/** Nothing visible left after cleaning is an empty article. */
const cleanArticle = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const clean = sanitizeArticleHtml(value)
  if (!htmlText(clean)) return field.report('', 'feed_article_empty', field)
  field.mutate(clean, field)
})

const distinctTags = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!Array.isArray(value)) return
  const seen = new Set(value.map((tag) => String(tag).toLowerCase()))
  if (seen.size !== value.length) field.report('', 'feed_tags_distinct', field)
})

const ofCommunity =
  (model: () => typeof Quiz | typeof Quest) =>
  async (_db: unknown, value: number, field: FieldContext) => {
    const { communityId } = field.meta as FeedMeta
    const found = await model()
      .forTenant(communityScope(communityId))
      .whereNull('deleted_at')
      .where('id', value)
      .select('id')
      .first()
    return !!found
  }

/** Each type reads its own fields (`FEED_FIELDS`); the others are not stored. */
export const feedValidator = vine.withMetaData<FeedMeta>().create({
  type: vine.enum(FEED_TYPES),
  visibility: vine.enum(FEED_VISIBILITIES),
  title: singleLineText().trim().maxLength(200).optional().requiredWhen(typeIs('video', 'article')),
  text: multiLineText().trim().maxLength(FEED_TEXT_MAX).optional().requiredWhen(describes('text')),
  link: optionalUrl().requiredWhen(typeIs('video')),
  image: vine
    .file()
    .optional()
    .requiredWhen((field) => typeIs('image')(field) && !(field.meta as FeedMeta).hasImage),
  media: vine
    .array(
      singleLineText()
        .trim()
        .maxLength(500)
        .url({ require_protocol: true, protocols: ['http', 'https'] })
    )
    .maxLength(FEED_MEDIA_MAX)
    .optional(),
  excerpt: multiLineText()
    .trim()
    .maxLength(FEED_EXCERPT_MAX)
    .optional()
    .requiredWhen(describes('excerpt')),
  content: singleLineText()
    .maxLength(ARTICLE_CONTENT_MAX)
    .use(cleanArticle())
    .optional()
    .requiredWhen(typeIs('article')),
  tags: vine
    .array(singleLineText().trim().minLength(1).maxLength(TAG_LENGTH_MAX))
    .maxLength(TAGS_MAX)
    .use(distinctTags())
    .optional(),
  quiz_id: recordId()
    .exists(ofCommunity(() => Quiz))
    .optional()
    .requiredWhen(typeIs('quiz')),
  quest_id: recordId()
    .exists(ofCommunity(() => Quest))
    .optional()
    .requiredWhen(typeIs('quest')),
  is_scheduled: vine.boolean().optional(),
  scheduled_for: vine
    .any()
    .use(futureTime())
    .transform((time) => time as DateTime | null)
    .optional()
    .requiredWhen(scheduled),
})

/** The types whose fields are labelled their own way (a caption is "Descriere"). */
const OWN_MESSAGES: unknown[] = ['image', 'video']

/** A type's own messages first (`validator.feed_<type>`), then the shared ones. */
export function feedMessages(i18n: I18n, type: unknown): MessagesProviderContact {
  const shared = i18n.createMessagesProvider()
  if (!OWN_MESSAGES.includes(type)) return shared
  const prefix = `validator.feed_${type}`
  const own = i18n.createMessagesProvider(prefix)
  return {
    getMessage(defaultMessage, rule, field, meta) {
      const ownMessage = i18n.resolveIdentifier(`${prefix}.messages.${field.wildCardPath}.${rule}`)
      return (ownMessage ? own : shared).getMessage(defaultMessage, rule, field, meta)
    },
  }
}

export type FeedInput = Awaited<ReturnType<(typeof feedValidator)['validate']>>

export function feedListFilters(qs: Record<string, unknown>) {
  const type = (FEED_TYPES as readonly unknown[]).includes(qs.type)
    ? (qs.type as (typeof FEED_TYPES)[number])
    : null
  return { type, deleted: qs.deleted === '1' }
}
