import { describe, expect, test } from 'vitest'
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  readListState,
  type ListOptions,
} from '#services/shared/list_query'

/** Only what readListState reads from a request: the parsed query string. */
function request(qs: Record<string, unknown>) {
  return { qs: () => qs } as unknown as Parameters<typeof readListState>[0]
}

const options: ListOptions = {
  sortable: { id: 'id', name: 'last_name', created_at: 'created_at' },
  searchable: ['first_name', 'last_name'],
  defaultSort: { key: 'id', direction: 'desc' },
}

const read = (qs: Record<string, unknown>) => readListState(request(qs), options)

describe('readListState (app/services/shared/list_query.ts)', () => {
  test('without parameters: the default sort, page 1, 10 per page, no search', () => {
    expect(read({})).toEqual({
      sort: 'id',
      direction: 'desc',
      search: '',
      page: 1,
      perPage: DEFAULT_PAGE_SIZE,
    })
    expect(DEFAULT_PAGE_SIZE).toBe(10)
  })

  test('reads a whitelisted sort, its direction, the search, the page and the page size', () => {
    expect(
      read({ sort: 'name', direction: 'desc', search: '  Popescu ', page: '3', per_page: '50' })
    ).toEqual({ sort: 'name', direction: 'desc', search: 'Popescu', page: 3, perPage: 50 })
  })

  test('every offered page size is accepted; anything else falls back to 10', () => {
    expect([...PAGE_SIZES]).toEqual([10, 20, 50, 100, 200])
    for (const size of PAGE_SIZES) expect(read({ per_page: String(size) }).perPage).toBe(size)
    for (const size of ['7', '0', '-10', '1000', '20abc', 'all', '', ['20', '50']]) {
      expect(read({ per_page: size }).perPage).toBe(10)
    }
  })

  test('a sort key outside the whitelist (SQL, inherited names, arrays) falls back to the default', () => {
    for (const sort of [
      'drop table users',
      'last_name',
      'constructor',
      'toString',
      '__proto__',
      'hasOwnProperty',
      ['name'],
      { name: 1 },
    ]) {
      expect(read({ sort }).sort).toBe('id')
    }
  })

  test('a new sort column starts ascending unless asked; the default column keeps its direction', () => {
    expect(read({ sort: 'name' }).direction).toBe('asc')
    expect(read({ sort: 'id' }).direction).toBe('desc')
    expect(read({ sort: 'name', direction: 'sideways' }).direction).toBe('asc')
    expect(read({ sort: 'id', direction: 'DESC; drop' }).direction).toBe('desc')
  })

  test('a bad page becomes 1; a huge one is capped', () => {
    for (const page of ['abc', '0', '-4', '', ['2']]) expect(read({ page }).page).toBe(1)
    expect(read({ page: '2.7' }).page).toBe(2)
    expect(read({ page: '999999999999' }).page).toBe(100_000)
  })

  test('the search is trimmed, at most 100 characters, and only ever a string', () => {
    expect(read({ search: 'x'.repeat(300) }).search).toHaveLength(100)
    expect(read({ search: ['a', 'b'] }).search).toBe('')
    expect(read({ search: { $ne: 1 } }).search).toBe('')
  })
})
