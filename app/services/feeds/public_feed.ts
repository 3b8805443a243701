import Community from '#models/community'
import Feed from '#models/feed'
import Quest from '#models/quest'
import Quiz from '#models/quiz'
import { NotFoundException } from '#exceptions/http_errors'
import { isUid } from '#shared/identifiers'

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

/**
 * What the page's answer is made of, read by the page's own filters without building a model:
 * its items' ids and changes, their quiz's and quest's, and whether a page follows. A scheduled
 * item entering the page when it becomes due changes it. Null for an unknown community.
 */
export async function publicFeedVersion(slug: string, page: number, perPage: number) {
  // Not the tenant scope: a public request has no session, its community is the URL's slug.
  const [community, rows] = await Promise.all([
    Community.query().select('id').where('slug', slug).pojo<{ id: number }>().first(),
    Feed.query()
      .withScopes((scopes) => scopes.publishedIn(slug))
      .leftJoin('quizzes', 'quizzes.id', 'feeds.quiz_id')
      .leftJoin('quests', 'quests.id', 'feeds.quest_id')
      .select(
        'feeds.id',
        'feeds.updated_at',
        'feeds.published_at',
        'quizzes.updated_at as quiz_updated_at',
        'quests.updated_at as quest_updated_at'
      )
      .offset((page - 1) * perPage)
      .limit(perPage + 1)
      .pojo<{
        id: number
        updated_at: Date | null
        published_at: Date
        quiz_updated_at: Date | null
        quest_updated_at: Date | null
      }>(),
  ])
  if (!community) return null
  const time = (value: Date | null) => value?.getTime() ?? null
  const changes = rows.map((row) => [
    row.id,
    time(row.updated_at),
    time(row.published_at),
    time(row.quiz_updated_at),
    time(row.quest_updated_at),
  ])
  const times = changes.flatMap(([, ...rest]) => rest.filter((value) => value !== null))
  return {
    parts: [slug, page, perPage, changes],
    lastModified: times.length ? new Date(Math.max(...times)) : null,
  }
}

/**
 * One row more than the page tells whether another page follows. The quizzes and quests are read
 * only when an item links one.
 */
export async function publicFeed(slug: string, page: number, perPage: number) {
  const rows = await Feed.query()
    .withScopes((scopes) => scopes.publishedIn(slug))
    .offset((page - 1) * perPage)
    .limit(perPage + 1)
  const items = rows.slice(0, perPage)
  const ids = (key: 'quizId' | 'questId') => [
    ...new Set(items.flatMap((item) => (item[key] === null ? [] : [item[key]]))),
  ]
  const [quizIds, questIds] = [ids('quizId'), ids('questId')]
  const [quizzes, quests] = await Promise.all([
    quizIds.length ? Quiz.query().select('id', 'uid', 'name').whereIn('id', quizIds) : [],
    questIds.length ? Quest.query().select('id', 'uid', 'title').whereIn('id', questIds) : [],
  ])
  for (const item of items) {
    const quiz = quizzes.find((row) => row.id === item.quizId)
    if (quiz) item.$setRelated('quiz', quiz)
    const quest = quests.find((row) => row.id === item.questId)
    if (quest) item.$setRelated('quest', quest)
  }
  return { items, hasMore: rows.length > perPage }
}

export async function publishedItem(slug: string, uid: unknown) {
  const item = isUid(uid)
    ? await Feed.query()
        .withScopes((scopes) => scopes.publishedIn(slug))
        .where('feeds.uid', uid)
        .first()
    : null
  if (!item) throw new NotFoundException('Not found')
  return item
}
