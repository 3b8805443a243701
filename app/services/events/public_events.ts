import { DateTime } from 'luxon'
import Community from '#models/community'
import Event from '#models/event'
import Module from '#models/module'
import { communityScope } from '#models/mixins/with_tenant_scope'

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
  // Not the tenant scope: a public request has no session, its community is the URL's slug.
  return Community.query()
    .where('communities.slug', slug)
    .whereHas('modules', (modules) => modules.where('modules.slug', Module.EVENTS))
    .first()
}

/** The community's public events that have not ended: what the mobile app may see. */
export function publicEvents(communityId: number) {
  return Event.forTenant(communityScope(communityId))
    .where('events.event_visibility', 'public')
    .where('events.end_at', '>', DateTime.now().toSQL())
}

/** A page of the community's public events that have not ended, soonest first. */
export function publicEventsPage(communityId: number, page: number, perPage: number) {
  return publicEvents(communityId)
    .select('events.*')
    .orderBy('events.start_at')
    .orderBy('events.id')
    .paginate(page, perPage)
}
