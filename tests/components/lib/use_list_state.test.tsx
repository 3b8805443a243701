import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS, useListState, type ListStateOptions } from '~/lib/use_list_state'
import { routerMock } from '../ui/helpers'

beforeEach(() => {
  vi.useFakeTimers()
  routerMock.get.mockReset()
  routerMock.on.mockClear()
})
afterEach(() => vi.useRealTimers())

const tableState = {
  search: 'an',
  page: 3,
  perPage: 20,
  sort: 'name',
  direction: 'asc' as const,
}

function renderList(options: Partial<ListStateOptions> = {}) {
  return renderHook(() => useListState({ path: '/users', state: tableState, ...options }))
}

function lastVisit() {
  const [path, query, options] = routerMock.get.mock.calls.at(-1)!
  return { path, query, options }
}

describe('useListState', () => {
  test('a search is sent 500 ms after the last key, from page 1, keeping sort and page size', () => {
    const { result } = renderList()
    act(() => result.current.typeSearch('ion'))
    act(() => result.current.typeSearch('ioana'))
    expect(result.current.search).toBe('ioana')
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1)
    })
    expect(routerMock.get).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(routerMock.get).toHaveBeenCalledTimes(1)
    expect(lastVisit()).toMatchObject({
      path: '/users',
      query: { sort: 'name', direction: 'asc', search: 'ioana', per_page: 20 },
      options: { preserveState: true, preserveScroll: true, replace: true },
    })
  })

  test('clearing the search is sent at once and drops a search still waiting', () => {
    const { result } = renderList()
    act(() => result.current.typeSearch('x'))
    act(() => result.current.clearSearch())
    expect(result.current.search).toBe('')
    expect(lastVisit().query).toEqual({ sort: 'name', direction: 'asc', per_page: 20 })
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2)
    })
    expect(routerMock.get).toHaveBeenCalledTimes(1)
  })

  test('a new page size goes back to page 1 and clears the search', () => {
    const { result } = renderList()
    act(() => result.current.changePerPage(100))
    expect(result.current.search).toBe('')
    expect(result.current.perPage).toBe(100)
    expect(lastVisit().query).toEqual({ sort: 'name', direction: 'asc', per_page: 100 })
  })

  test('cards can keep the search, wait before sending a page size and leave the default size out of the URL', () => {
    const { result } = renderHook(() =>
      useListState({
        path: '/organizations',
        state: { search: 'alfa', page: 2, perPage: 50 },
        defaultPerPage: 10,
        perPageDelay: 500,
        perPageKeepsSearch: true,
      })
    )
    act(() => result.current.changePerPage(20))
    act(() => result.current.changePerPage(10))
    expect(routerMock.get).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(500)
    })
    expect(routerMock.get).toHaveBeenCalledTimes(1)
    expect(lastVisit()).toMatchObject({ path: '/organizations', query: { search: 'alfa' } })
    expect(result.current.search).toBe('alfa')
  })

  test('pages and sort: page 1 stays out of the URL, a new sort starts from page 1', () => {
    const { result } = renderList()
    act(() => result.current.goToPage(4))
    expect(lastVisit().query).toEqual({
      sort: 'name',
      direction: 'asc',
      search: 'an',
      per_page: 20,
      page: 4,
    })
    act(() => result.current.sortBy('email', 'desc'))
    expect(lastVisit().query).toEqual({
      sort: 'email',
      direction: 'desc',
      search: 'an',
      per_page: 20,
    })
  })

  test('only the named props are reloaded, and loading is true while the visit runs', () => {
    let finish = () => {}
    routerMock.get.mockImplementation(
      (_path, _query, options: { onStart: () => void; onFinish: () => void }) => {
        options.onStart()
        finish = options.onFinish
      }
    )
    const { result } = renderList({ only: ['users', 'meta'] })
    act(() => result.current.goToPage(2))
    expect(lastVisit().options.only).toEqual(['users', 'meta'])
    expect(result.current.loading).toBe(true)
    act(() => finish())
    expect(result.current.loading).toBe(false)
  })

  test('a visit to another page drops a search still waiting (it would cancel that visit)', () => {
    const { result } = renderList()
    const [[event, listener]] = routerMock.on.mock.calls as unknown as [
      [string, (event: unknown) => void],
    ]
    expect(event).toBe('before')
    act(() => result.current.typeSearch('late'))
    listener({ detail: { visit: { url: new URL('http://localhost/users/u1/edit') } } })
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2)
    })
    expect(routerMock.get).not.toHaveBeenCalled()
  })

  test('the server’s answer replaces what was typed (back, forward, a link)', () => {
    const { result, rerender } = renderHook(
      ({ search }) => useListState({ path: '/users', state: { ...tableState, search } }),
      { initialProps: { search: 'an' } }
    )
    act(() => result.current.typeSearch('ioa'))
    rerender({ search: 'maria' })
    expect(result.current.search).toBe('maria')
  })
})
