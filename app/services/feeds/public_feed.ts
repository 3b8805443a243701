import Community from '#models/community'
import Feed from '#models/feed'
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

/** One row more than the page tells whether another page follows. */
export async function publicFeed(slug: string, page: number, perPage: number) {
  // Not the tenant scope: a public request has no session, its community is the URL's slug.
  const [community, rows] = await Promise.all([
    Community.query().select('id').where('slug', slug).first(),
    Feed.query()
      .withScopes((scopes) => scopes.publishedIn(slug))
      .preload('quiz', (quiz) => quiz.select('id', 'uid', 'name'))
      .preload('quest', (quest) => quest.select('id', 'uid', 'title'))
      .offset((page - 1) * perPage)
      .limit(perPage + 1),
  ])
  if (!community) throw new NotFoundException('Not found')
  return { items: rows.slice(0, perPage), hasMore: rows.length > perPage }
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
