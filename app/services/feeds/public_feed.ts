import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import Community from '#models/community'
import Feed from '#models/feed'
import Quest from '#models/quest'
import Quiz from '#models/quiz'
import { NotFoundException } from '#exceptions/http_errors'
import { isUid } from '#shared/identifiers'
import type { FeedVisibility } from '#shared/feeds'

export const PUBLIC_FEED_PAGE_SIZE = 20
export const PUBLIC_FEED_MAX_PAGE_SIZE = 50

export function publicFeedPage(qs: Record<string, unknown>) {
  const number = (value: unknown) =>
    typeof value === 'string' ? Math.trunc(Number(value)) : Number.NaN
  const page = Math.min(10_000, Math.max(1, number(qs.page) || 1))
  const perPage = Math.min(
    PUBLIC_FEED_MAX_PAGE_SIZE,
    Math.max(1, number(qs.per_page) || PUBLIC_FEED_PAGE_SIZE)
  )
  return { page, perPage }
}

/** Who reads a feed: anyone (its public items) or a member of the community (members-only too). */
export type FeedAudience = 'public' | 'members'

const AUDIENCE_VISIBILITIES: Record<FeedAudience, readonly FeedVisibility[]> = {
  public: ['public'],
  members: ['public', 'members'],
}

/**
 * A page of a feed: by number (the public feed) or after a cursor, the uid of the previous
 * page's last item (the member feed), `perPage` items.
 */
export interface FeedWindow {
  audience: FeedAudience
  slug: string
  perPage: number
  page?: number
  after?: string | null
}

/** The window's rows and one more, which tells whether another page follows. */
function feedRows(window: FeedWindow) {
  const query = Feed.query().withScopes((scopes) => {
    scopes.publishedIn(window.slug, AUDIENCE_VISIBILITIES[window.audience])
    if (window.after) scopes.afterItem(window.after)
  })
  if (!window.after) query.offset(((window.page ?? 1) - 1) * window.perPage)
  return query.limit(window.perPage + 1)
}

/**
 * What the page's answer is made of, read by the page's own filters without building a model:
 * its items' ids and changes (and, for members, their visibility), their quiz's and quest's, and
 * whether a page follows. A scheduled item entering the page when it becomes due changes it.
 * Null for an unknown community.
 */
export async function feedVersion(window: FeedWindow) {
  const { slug } = window
  // Not the tenant scope: a public request has no session, its community is the URL's slug.
  const [community, rows] = await Promise.all([
    Community.query()
      .select('id')
      // When its next scheduled item becomes due: the feed changes then.
      .select(
        Feed.query()
          .min('feeds.published_at')
          .whereColumn('feeds.community_id', 'communities.id')
          .whereNull('feeds.deleted_at')
          .where('feeds.published_at', '>', db.raw('now()'))
          .as('next_due')
      )
      .where('slug', slug)
      .pojo<{ id: number; next_due: Date | null }>()
      .first(),
    feedRows(window)
      .leftJoin('quizzes', 'quizzes.id', 'feeds.quiz_id')
      .leftJoin('quests', 'quests.id', 'feeds.quest_id')
      .select(
        'feeds.id',
        'feeds.visibility',
        'feeds.updated_at',
        'feeds.published_at',
        'quizzes.updated_at as quiz_updated_at',
        'quests.updated_at as quest_updated_at'
      )
      .pojo<{
        id: number
        visibility: FeedVisibility
        updated_at: Date | null
        published_at: Date
        quiz_updated_at: Date | null
        quest_updated_at: Date | null
      }>(),
  ])
  if (!community) return null
  const time = (value: Date | null) => value?.getTime() ?? null
  const changes = rows.map((row) => ({
    id: row.id,
    visibility: row.visibility,
    times: [row.updated_at, row.published_at, row.quiz_updated_at, row.quest_updated_at].map(time),
  }))
  return {
    ...versionOfFeed(window, changes),
    answer: 'feed' as const,
    communityId: community.id,
    validUntil: community.next_due,
  }
}

/** An item of a page as its version sees it: its change, publication, quiz's and quest's change. */
interface FeedChange {
  id: number
  visibility: FeedVisibility
  times: (number | null)[]
}

/**
 * The page's validators from its rows (the row that says a page follows included): `feedVersion`
 * reads them without a model, `feedPage` from the rows its answer is built of.
 */
function versionOfFeed({ slug, perPage, audience, page, after }: FeedWindow, rows: FeedChange[]) {
  const changes = rows.map((row) => [
    row.id,
    ...row.times,
    ...(audience === 'members' ? [row.visibility] : []),
  ])
  const times = rows.flatMap((row) =>
    row.times.filter((value): value is number => typeof value === 'number')
  )
  const parts =
    audience === 'public'
      ? [slug, page, perPage, changes]
      : ['members', slug, after ?? null, perPage, changes]
  return { parts, lastModified: times.length ? new Date(Math.max(...times)) : null }
}

export function publicFeedVersion(slug: string, page: number, perPage: number) {
  return feedVersion({ audience: 'public', slug, page, perPage })
}

/**
 * One row more than the page tells whether another page follows. The quizzes and quests are read
 * only when an item links one. With the version of what was read, rows and quizzes and quests
 * alike: the answer's tag (docs/decisions.md, "Public answers kept by their ETag").
 */
export async function feedPage(window: FeedWindow) {
  const rows = await feedRows(window)
  const items = rows.slice(0, window.perPage)
  // The next page's first row's too: its quiz's and quest's change are in the version.
  const ids = (key: 'quizId' | 'questId') => [
    ...new Set(rows.flatMap((row) => (row[key] === null ? [] : [row[key]]))),
  ]
  const [quizIds, questIds] = [ids('quizId'), ids('questId')]
  const [quizzes, quests] = await Promise.all([
    quizIds.length
      ? Quiz.query().select('id', 'uid', 'name', 'updated_at').whereIn('id', quizIds)
      : [],
    questIds.length
      ? Quest.query().select('id', 'uid', 'title', 'updated_at').whereIn('id', questIds)
      : [],
  ])
  const quizOf = new Map(quizzes.map((quiz) => [quiz.id, quiz]))
  const questOf = new Map(quests.map((quest) => [quest.id, quest]))
  for (const item of items) {
    const quiz = item.quizId === null ? undefined : quizOf.get(item.quizId)
    if (quiz) item.$setRelated('quiz', quiz)
    const quest = item.questId === null ? undefined : questOf.get(item.questId)
    if (quest) item.$setRelated('quest', quest)
  }
  const time = (value: DateTime | null | undefined) => value?.toMillis() ?? null
  const changes = rows.map((row) => ({
    id: row.id,
    visibility: row.visibility,
    times: [
      time(row.updatedAt),
      time(row.publishedAt),
      time(row.quizId === null ? null : quizOf.get(row.quizId)?.updatedAt),
      time(row.questId === null ? null : questOf.get(row.questId)?.updatedAt),
    ],
  }))
  return {
    items,
    hasMore: rows.length > window.perPage,
    version: versionOfFeed(window, changes),
  }
}

export function publicFeed(slug: string, page: number, perPage: number) {
  return feedPage({ audience: 'public', slug, page, perPage })
}

export async function publishedItem(slug: string, uid: unknown, audience: FeedAudience = 'public') {
  const item = isUid(uid)
    ? await Feed.query()
        .withScopes((scopes) => scopes.publishedIn(slug, AUDIENCE_VISIBILITIES[audience]))
        .where('feeds.uid', uid)
        .first()
    : null
  if (!item) throw new NotFoundException('Not found')
  return item
}
