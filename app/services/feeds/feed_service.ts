import { randomUUID } from 'node:crypto'
import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Feed from '#models/feed'
import Quiz from '#models/quiz'
import Quest from '#models/quest'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import { ImageService } from '#services/images/image_service'
import { orderByLowerCase, type ListOptions } from '#services/shared/list_query'
import { inState } from '#services/shared/soft_delete'
import { FEED_IMAGE_TYPES, FEED_TYPES, FEED_VISIBILITIES, feedHas } from '#shared/feeds'
import type { FeedInput } from '#validators/feeds/feed'

export const FEED_LIST_OPTIONS: ListOptions<typeof Feed> = {
  sortable: { id: 'feeds.id', created_at: 'feeds.created_at' },
  searchColumn: 'feeds.search',
  defaultSort: { key: 'created_at', direction: 'desc' },
  related: (feeds) => feeds.withScopes((scopes) => scopes.withNames()),
}

export function feedsListed(
  tenant: TenantScope,
  filters: { type: (typeof FEED_TYPES)[number] | null; deleted: boolean }
) {
  const query = inState(Feed.forTenant(tenant), filters.deleted ? 'deleted' : 'active')
  if (filters.type) query.where('feeds.type', filters.type)
  return query
}

/** Made once per locale: the catalogs load at boot. */
const optionsByLocale = new Map<string, ReturnType<typeof buildOptions>>()
function buildOptions(i18n: I18n) {
  const list = (keys: readonly string[], prefix: string) =>
    keys.map((value) => ({ value, label: i18n.t(`feeds.options.${prefix}.${value}`) }))
  return { types: list(FEED_TYPES, 'type'), visibilities: list(FEED_VISIBILITIES, 'visibility') }
}

export function feedOptions(i18n: I18n) {
  let options = optionsByLocale.get(i18n.locale)
  if (!options) optionsByLocale.set(i18n.locale, (options = buildOptions(i18n)))
  return options
}

export async function contentOptions(tenant: TenantScope) {
  const [quizzes, quests] = await Promise.all([
    orderByLowerCase(Quiz.forTenant(tenant).select('id', 'name').whereNull('deleted_at'), 'name')
      .orderBy('id')
      .limit(1000),
    orderByLowerCase(Quest.forTenant(tenant).select('id', 'title').whereNull('deleted_at'), 'title')
      .orderBy('id')
      .limit(1000),
  ])
  return {
    quizzes: quizzes.map((quiz) => ({ value: quiz.id, label: quiz.name })),
    quests: quests.map((quest) => ({ value: quest.id, label: quest.title })),
  }
}

export async function countFeedItems(tenant: TenantScope) {
  const [row] = await Feed.forTenant(tenant)
    .whereNull('feeds.deleted_at')
    // Raw: both counts in one scan, by the database's clock (Lucid has no aggregate FILTER).
    .select(
      db.raw('count(*) filter (where published_at <= now()) as published'),
      db.raw('count(*) filter (where published_at > now()) as scheduled')
    )
  return {
    published: Number(row.$extras.published),
    scheduled: Number(row.$extras.scheduled),
  }
}

export class FeedService {
  /** The image is stored first, so that a refused file writes nothing. */
  static async save(
    feed: Feed,
    context: { communityId: number; userId: number; i18n: I18n },
    data: FeedInput
  ) {
    const type = data.type
    const has = (field: Parameters<typeof feedHas>[1]) => feedHas(type, field)
    const scheduledFor = data.is_scheduled && data.scheduled_for ? data.scheduled_for : null
    const now = DateTime.now()
    const keptPublication =
      feed.$isPersisted && !feed.isScheduled && feed.publishedAt <= now ? feed.publishedAt : now

    feed.uid ??= randomUUID()
    const previousImage = feed.image
    const stored =
      data.image && type in FEED_IMAGE_TYPES
        ? await ImageService.store(data.image, {
            owner: feed.uid,
            type: FEED_IMAGE_TYPES[type as keyof typeof FEED_IMAGE_TYPES],
            field: 'image',
            i18n: context.i18n,
          })
        : null
    const newImage = stored?.key ?? null
    const image = has('image') ? (newImage ?? previousImage) : null

    feed.merge({
      communityId: context.communityId,
      type,
      visibility: data.visibility,
      title: has('title') ? (data.title ?? null) : null,
      text: has('text') ? (data.text ?? null) : null,
      link: has('link') ? (data.link ?? null) : null,
      image,
      media: has('media') ? (data.media ?? []) : [],
      excerpt: has('excerpt') ? (data.excerpt ?? null) : null,
      content: has('content') ? (data.content ?? null) : null,
      tags: has('tags') ? (data.tags ?? []) : [],
      quizId: has('quiz_id') ? (data.quiz_id ?? null) : null,
      questId: has('quest_id') ? (data.quest_id ?? null) : null,
      isScheduled: scheduledFor !== null,
      scheduledFor,
      publishedAt: scheduledFor ?? keptPublication,
    })
    if (!feed.$isPersisted) feed.createdBy = context.userId
    try {
      await feed.save()
    } catch (error) {
      await ImageService.delete(newImage).catch(() => {})
      throw error
    }
    if (previousImage && previousImage !== image) {
      await ImageService.delete(previousImage).catch(() => {})
    }
    return feed
  }
}
