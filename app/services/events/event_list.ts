import type { I18n } from '@adonisjs/i18n'
import type { HttpContext } from '@adonisjs/core/http'
import Event from '#models/event'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import { DateTime } from 'luxon'
import { columnsOf, listQuery, readListState, type ListOptions } from '#services/shared/list_query'
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
export async function eventsPage(request: HttpContext['request'], tenant: TenantScope) {
  const query = Event.forTenant(tenant)
  if (readListState(request, EVENT_LIST_OPTIONS).sort === 'upcoming') {
    // Ended events last; among them the latest first (upcoming ones tie on null, then
    // listQuery's own start_at order puts them soonest first).
    query
      .orderByRaw('events.end_at <= now()')
      .orderByRaw('case when events.end_at <= now() then events.start_at end desc nulls first')
  }
  return listQuery(request, query, {
    ...EVENT_LIST_OPTIONS,
    columns: EventTransformer.rowFields,
  })
}

/**
 * The next `limit` events of the community that have not ended, soonest start first (the
 * dashboard); the (community_id, start_at, id) index gives them in order.
 */
export function upcomingEvents(tenant: TenantScope, limit = 3) {
  return Event.forTenant(tenant)
    .select(columnsOf(Event, EventTransformer.rowFields))
    .where('events.end_at', '>', DateTime.now().toSQL())
    .orderBy('events.start_at')
    .orderBy('events.id')
    .limit(limit)
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
