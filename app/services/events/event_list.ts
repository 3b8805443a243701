import type { I18n } from '@adonisjs/i18n'
import Event from '#models/event'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import {
  clampPage,
  columnsOf,
  listPage,
  listQuery,
  readListState,
  searchNormalized,
  type ListOptions,
  type ListState,
  type QueryStringSource,
} from '#services/shared/list_query'
import { EVENT_OPTIONS, type EventOptionList, type EventOptions } from '#shared/event_options'
import EventTransformer from '#transformers/events/event_transformer'

/**
 * The events table: sort by dates, the name search (any part, diacritics ignored); by default
 * `upcoming`: events not yet ended by start ascending, then the ended ones, latest first.
 */
export const EVENT_LIST_OPTIONS: ListOptions = {
  sortable: {
    upcoming: 'events.start_at',
    id: 'events.id',
    start_at: 'events.start_at',
    end_at: 'events.end_at',
  },
  searchColumn: 'events.search',
  defaultSort: { key: 'upcoming', direction: 'asc' },
}

/** A page of the community's events as /events shows it. */
export async function eventsPage(request: QueryStringSource, tenant: TenantScope) {
  const state = readListState(request, EVENT_LIST_OPTIONS)
  if (state.sort === 'upcoming') return upcomingFirstPage(tenant, state)
  return listQuery(request, Event.forTenant(tenant), {
    ...EVENT_LIST_OPTIONS,
    columns: EventTransformer.rowFields,
  })
}

/** The community's events (found by the search, if any), on or before `now` ended or not. */
function eventsOf(tenant: TenantScope, search: string) {
  const query = Event.forTenant(tenant)
  if (search) searchNormalized(query, ['events.search'], search, true)
  return query
}

/**
 * The default order without sorting every event: the upcoming ones (not ended) by start, then
 * the ended ones, latest start first, each part read in its index's order
 * ((community_id, start_at, id)) for just the rows of the page. The upcoming part starts at the
 * earliest start of an event not yet ended ((community_id, end_at, start_at), index only), so
 * the ended ones before it are never read. Two round trips: the counts, then the page.
 */
async function upcomingFirstPage(tenant: TenantScope, state: ListState) {
  const now = DateTime.now().toSQL()
  const [counts] = await eventsOf(tenant, state.search)
    // Raw: the three in one index-only scan (Lucid has no aggregate FILTER).
    .select(
      db.raw('count(*) as total'),
      db.raw('count(*) filter (where events.end_at > ?) as upcoming', [now]),
      db.raw('min(events.start_at) filter (where events.end_at > ?) as first_start', [now])
    )
    .pojo<{ total: string; upcoming: string; first_start: Date | null }>()
  const total = Number(counts.total)
  const upcoming = Number(counts.upcoming)
  clampPage(state, total)
  const offset = (state.page - 1) * state.perPage
  const columns = columnsOf(Event, EventTransformer.rowFields)
  const reads: Promise<Event[]>[] = []
  if (offset < upcoming) {
    reads.push(
      eventsOf(tenant, state.search)
        .select(columns)
        .where('events.end_at', '>', now)
        .where('events.start_at', '>=', counts.first_start!)
        .orderBy('events.start_at')
        .orderBy('events.id')
        .offset(offset)
        .limit(Math.min(state.perPage, upcoming - offset))
    )
  }
  const endedLimit = offset + state.perPage - Math.max(upcoming, offset)
  if (endedLimit > 0 && total > upcoming) {
    reads.push(
      eventsOf(tenant, state.search)
        .select(columns)
        .where('events.end_at', '<=', now)
        .orderBy('events.start_at', 'desc')
        .orderBy('events.id', 'desc')
        .offset(Math.max(0, offset - upcoming))
        .limit(endedLimit)
    )
  }
  const parts = await Promise.all(reads)
  return { rows: parts.flat(), ...listPage(state, total) }
}

/**
 * The next `limit` events of the community that have not ended, soonest start first (the
 * dashboard); the (community_id, start_at, id) index gives them in order.
 */
export function upcomingEvents(tenant: TenantScope, limit = 3) {
  return (
    Event.forTenant(tenant)
      .select(columnsOf(Event, EventTransformer.rowFields))
      // "confirmed of the limit".
      .withScopes((scopes) => scopes.withConfirmedCount())
      .where('events.end_at', '>', DateTime.now().toSQL())
      .orderBy('events.start_at')
      .orderBy('events.id')
      .limit(limit)
  )
}

/** The option labels of each language, made once (the catalogs are loaded at boot). */
const optionsByLocale = new Map<string, EventOptions>()

/** The option lists as { value, label } pairs in the request's language (selects, columns). */
export function eventOptions(i18n: I18n): EventOptions {
  let options = optionsByLocale.get(i18n.locale)
  if (!options) {
    options = Object.fromEntries(
      Object.entries(EVENT_OPTIONS).map(([list, keys]) => [
        list,
        keys.map((key) => ({ value: key, label: i18n.t(`events.options.${list}.${key}`) })),
      ])
    ) as Record<EventOptionList, { value: string; label: string }[]>
    optionsByLocale.set(i18n.locale, options)
  }
  return options
}
