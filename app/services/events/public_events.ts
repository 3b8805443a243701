import { DateTime } from 'luxon'
import Community from '#models/community'
import Event from '#models/event'
import { communityScope } from '#models/mixins/with_tenant_scope'
import EventTransformer from '#transformers/events/event_transformer'
import { columnsOf } from '#services/shared/list_query'

/** The page sizes the mobile app may ask for (default 20). */
export const PUBLIC_EVENTS_PER_PAGE = { default: 20, max: 50 }

/** ?page= and ?per_page= as the API reads them: anything else falls back to the defaults. */
export function publicPaging(query: Record<string, unknown>) {
  const number = (value: unknown) => (typeof value === 'string' ? Number(value) : Number.NaN)
  const page = Math.trunc(number(query.page))
  const perPage = Math.trunc(number(query.per_page))
  return {
    page: page >= 1 && page <= 100_000 ? page : 1,
    perPage:
      perPage >= 1 && perPage <= PUBLIC_EVENTS_PER_PAGE.max
        ? perPage
        : PUBLIC_EVENTS_PER_PAGE.default,
  }
}

/**
 * The community of a public URL, when it has the events module; null otherwise (the API answers
 * 404 alike for an unknown slug and a community without events), in one query.
 */
export function communityWithEvents(slug: string) {
  return Community.query()
    .withScopes((scopes) => scopes.withEventsAt(slug))
    .first()
}

/** The community's public events that have not ended: what the mobile app may see. */
export function publicEvents(communityId: number) {
  return Event.forTenant(communityScope(communityId))
    .where('events.event_visibility', 'public')
    .where('events.end_at', '>', DateTime.now().toSQL())
}

/** How many events the community of `slug` lists (a subquery, `listed_total`). */
function listedCount(slug: string) {
  return Event.query()
    .withScopes((scopes) => scopes.listedIn(slug))
    .count('*')
    .as('listed_total')
}

/** When the first of them ends, leaving the list (a subquery, `next_end`). */
function nextEnd(slug: string) {
  return Event.query()
    .withScopes((scopes) => scopes.listedIn(slug))
    .min('events.end_at')
    .as('next_end')
}

/**
 * A page of the listed events, soonest first, each row with the count of all listed beside it
 * (`listed_total`: an uncorrelated subquery, computed once): the page and its total in one
 * statement.
 */
function listedPage(slug: string, page: number, perPage: number) {
  return Event.query()
    .withScopes((scopes) => scopes.listedIn(slug))
    .select(listedCount(slug))
    .orderBy('events.start_at')
    .orderBy('events.id')
    .offset((page - 1) * perPage)
    .limit(perPage)
}

/**
 * An empty page says neither whether the community lists events nor how many: asked once more,
 * from the community (null: an unknown slug or a community without the events module).
 */
async function emptyPage(slug: string) {
  const community = await Community.query()
    .select('communities.id')
    .select(listedCount(slug))
    .select(nextEnd(slug))
    .withScopes((scopes) => scopes.withEventsAt(slug))
    .pojo<{ id: number; listed_total: string | number; next_end: Date | null }>()
    .first()
  return community
    ? {
        communityId: community.id,
        total: Number(community.listed_total),
        nextEnd: community.next_end,
      }
    : null
}

async function emptyPageTotal(slug: string) {
  const listed = await emptyPage(slug)
  return listed?.total ?? null
}

type EventChange = { id: number; updatedAt: number | null; placesTaken: number }

/**
 * What a page of the events answer is made of, for its validators: the slug, the page, the
 * count of listed events and each of the page's events with its last change and places taken
 * (an event that ends leaves the list and changes it). The ETag is a digest of it; the page's
 * newest change is its Last-Modified (docs/decisions.md, "Conditional GETs").
 */
function versionOf(
  slug: string,
  page: number,
  perPage: number,
  total: number,
  rows: EventChange[]
) {
  const changes = rows.map((row) => [row.id, row.updatedAt, row.placesTaken])
  const times = rows.flatMap((row) => (row.updatedAt === null ? [] : [row.updatedAt]))
  return {
    parts: [slug, page, perPage, total, changes],
    lastModified: times.length ? new Date(Math.max(...times)) : null,
  }
}

export type PublicEventsVersion = ReturnType<typeof versionOf>

/**
 * The page's version without building a model: one statement (two for an empty page). Null for
 * an unknown community or one without the events module.
 */
export async function publicEventsVersion(slug: string, page: number, perPage: number) {
  const rows = await listedPage(slug, page, perPage)
    .select('events.id', 'events.community_id', 'events.updated_at', 'events.places_taken')
    .select(nextEnd(slug))
    .pojo<{
      id: number
      community_id: number
      updated_at: Date | null
      places_taken: number
      listed_total: string | number
      next_end: Date | null
    }>()
  const listed = rows.length
    ? {
        communityId: rows[0].community_id,
        total: Number(rows[0].listed_total),
        nextEnd: rows[0].next_end,
      }
    : await emptyPage(slug)
  if (listed === null) return null
  const changes = rows.map((row) => ({
    id: row.id,
    updatedAt: row.updated_at?.getTime() ?? null,
    placesTaken: row.places_taken,
  }))
  // The first listed event to end leaves the list then: the version holds until that time.
  return {
    ...versionOf(slug, page, perPage, listed.total, changes),
    answer: 'events' as const,
    communityId: listed.communityId,
    validUntil: listed.nextEnd,
  }
}

/**
 * The page's events (the answer's columns only) with its total and its version, the same as
 * `publicEventsVersion` gives: one statement (two for an empty page). Null as there.
 */
export async function publicEventsPage(slug: string, page: number, perPage: number) {
  const events = await listedPage(slug, page, perPage).select(
    columnsOf(Event, EventTransformer.apiFields)
  )
  const total = events.length ? Number(events[0].$extras.listed_total) : await emptyPageTotal(slug)
  if (total === null) return null
  const changes = events.map((event) => ({
    id: event.id,
    updatedAt: event.updatedAt?.toMillis() ?? null,
    placesTaken: event.placesTaken,
  }))
  return { events, total, version: versionOf(slug, page, perPage, total, changes) }
}
