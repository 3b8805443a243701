import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { useDebouncedCallback } from '~/lib/use_debounce'

/** The search runs this long after typing stops (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500

/** What the server says the list shows (its `state` prop and `meta.currentPage`). */
export interface ListQueryState {
  search: string
  page: number
  perPage?: number
  sort?: string
  direction?: 'asc' | 'desc'
}

export interface ListStateOptions {
  /** The list's URL; by default the current page's. */
  path?: string
  state: ListQueryState
  /** Props to reload (Inertia partial reload); all by default. */
  only?: string[]
  /** A page size equal to this one stays out of the URL (cards: 10); tables always send it. */
  defaultPerPage?: number
  /** A new page size is sent this long after the last change (0: at once). */
  perPageDelay?: number
  /** Whether a new page size keeps the search (by default it clears it). */
  perPageKeepsSearch?: boolean
  /** Other query parameters the list keeps on every visit (a filter, for instance). */
  params?: Record<string, string | number>
}

type Query = Record<string, string | number>

/**
 * The state of a server-driven list (data table or cards) kept in the query
 * string: search (sent once typing pauses, at once when cleared), page
 * size (back to page 1; clears the search unless told otherwise), page and
 * sort. Every change is an Inertia visit to the same URL that preserves the
 * page's state and replaces the history entry; empty values and page 1 stay
 * out of the URL. A visit elsewhere cancels a change still waiting to be
 * sent (sent late, it would cancel that visit).
 */
export function useListState({
  path,
  state,
  only,
  defaultPerPage,
  perPageDelay = 0,
  perPageKeepsSearch = false,
  params,
}: ListStateOptions) {
  const [search, setSearch] = useState(state.search)
  const [perPage, setPerPage] = useState(state.perPage)
  const [loading, setLoading] = useState(false)

  // The server's answer wins over what was typed (back/forward, a link).
  useEffect(() => setSearch(state.search), [state.search])
  useEffect(() => setPerPage(state.perPage), [state.perPage])

  const target = () => path ?? window.location.pathname

  function visit(
    changes: Partial<Omit<ListQueryState, 'perPage'>> & { perPage?: number },
    extra: Query = {}
  ) {
    const next = { ...state, ...changes }
    const query: Query = {}
    for (const [key, value] of Object.entries({ ...params, ...extra })) {
      if (value !== '') query[key] = value
    }
    if (next.sort !== undefined) query.sort = next.sort
    if (next.direction !== undefined) query.direction = next.direction
    if (next.search) query.search = next.search
    if (next.perPage !== undefined && next.perPage !== defaultPerPage) {
      query.per_page = next.perPage
    }
    if (next.page > 1) query.page = next.page
    router.get(target(), query, {
      preserveState: true,
      preserveScroll: true,
      replace: true,
      only,
      onStart: () => setLoading(true),
      onFinish: () => setLoading(false),
    })
  }

  const searchLater = useDebouncedCallback(
    (text: string) => visit({ search: text, page: 1 }),
    SEARCH_DEBOUNCE_MS
  )
  const perPageLater = useDebouncedCallback(
    (size: number) =>
      visit(
        perPageKeepsSearch ? { perPage: size, page: 1 } : { perPage: size, page: 1, search: '' }
      ),
    perPageDelay
  )

  useEffect(
    () =>
      router.on('before', (event) => {
        if (event.detail.visit.url.pathname !== target()) {
          searchLater.cancel()
          perPageLater.cancel()
        }
      }),
    [searchLater, perPageLater, path]
  )

  return {
    search,
    perPage,
    /** True while a visit of this list is under way. */
    loading,
    /** Typing in the search box: shown at once, sent once typing pauses. */
    typeSearch(text: string) {
      setSearch(text)
      searchLater(text)
    },
    /** The search box's clear button: sent at once. */
    clearSearch() {
      searchLater.cancel()
      setSearch('')
      visit({ search: '', page: 1 })
    },
    changePerPage(size: number) {
      setPerPage(size)
      if (!perPageKeepsSearch) {
        searchLater.cancel()
        setSearch('')
      }
      if (perPageDelay > 0) perPageLater(size)
      else {
        perPageLater.cancel()
        visit(
          perPageKeepsSearch ? { perPage: size, page: 1 } : { perPage: size, page: 1, search: '' }
        )
      }
    },
    /** `extra`: query parameters of this page's visit only. */
    goToPage(page: number, extra?: Query) {
      visit({ page }, extra)
    },
    sortBy(sort: string, direction: 'asc' | 'desc') {
      visit({ sort, direction, page: 1 })
    },
  }
}
