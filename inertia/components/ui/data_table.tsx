import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components'
import { Pagination } from '~/components/ui/pagination'
import { PageSizeSelect, SearchBox } from '~/components/ui/list_controls'
import { useT } from '~/lib/i18n'
import { truncate } from '~/lib/text'
import { useDebouncedCallback } from '~/lib/use_debounce'

export { PAGE_SIZES } from '~/components/ui/list_controls'
export const SEARCH_DEBOUNCE_MS = 500

export type ListMeta = {
  currentPage: number
  lastPage: number
  perPage: number
  total: number
}

export type ListViewState = {
  sort: string
  direction: 'asc' | 'desc'
  search: string
  perPage: number
}

export interface DataColumn<RowData> {
  key: string
  label: string
  sortable?: boolean
  /** Cell content; by default the row's value at `key`, cut at 50 characters. */
  render?: (row: RowData) => React.ReactNode
  /** Characters before the ellipsis for text cells (default 50; false keeps it whole). */
  truncate?: number | false
  /** This column's cell names the row for assistive technology (default: the first column). */
  isRowHeader?: boolean
}

interface DataTableProps<RowData> {
  label: string
  rows: RowData[]
  columns: DataColumn<RowData>[]
  meta: ListMeta
  state: ListViewState
  rowKey: (row: RowData) => string | number
  emptyText?: string
  /** Props to reload (Inertia partial reload); all by default. */
  only?: string[]
  toolbar?: React.ReactNode
  /** Query parameters of the screen's own filters, kept on every visit of the table. */
  params?: Params
  /** Extra classes of a row (deleted rows look deleted). */
  rowClassName?: (row: RowData) => string
}

type Params = Record<string, string | number>

/**
 * A server-driven table: sorting, search (500 ms after typing stops), page
 * size and page live in the query string; the server (app/services/shared/list_query.ts)
 * answers with the rows of that view.
 */
export function DataTable<RowData>({
  label,
  rows,
  columns,
  meta,
  state,
  rowKey,
  emptyText,
  only,
  toolbar,
  params,
  rowClassName,
}: DataTableProps<RowData>) {
  const t = useT()
  const [search, setSearch] = useState(state.search)
  const [loading, setLoading] = useState(false)

  useEffect(() => setSearch(state.search), [state.search])

  function visit(
    changes: Partial<{
      sort: string
      direction: string
      search: string
      page: number
      per_page: number
    }>
  ) {
    const next: Params = {
      ...params,
      sort: state.sort,
      direction: state.direction,
      search: state.search,
      per_page: state.perPage,
      page: meta.currentPage,
      ...changes,
    }
    const query: Params = {}
    for (const [key, value] of Object.entries(next)) {
      if (value === '' || (key === 'page' && value === 1)) continue
      query[key] = value
    }
    router.get(window.location.pathname, query, {
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

  // A visit elsewhere (a link in a row) wins over a search still waiting for
  // its 500 ms: the late search would otherwise cancel that visit.
  useEffect(
    () =>
      router.on('before', (event) => {
        if (event.detail.visit.url.pathname !== window.location.pathname) searchLater.cancel()
      }),
    [searchLater]
  )

  // The column that names each row for screen readers (and getByRole('row', { name })).
  const rowHeaderKey = (columns.find((column) => column.isRowHeader) ?? columns[0])?.key

  // A visit to another page (a link in a row, the menu) drops a search still waiting to be
  // sent: sent later, it would cancel that visit and leave the user on the list.
  useEffect(
    () =>
      router.on('before', (event) => {
        if (event.detail.visit.url.pathname !== window.location.pathname) searchLater.cancel()
      }),
    [searchLater]
  )

  const sortDescriptor: SortDescriptor = {
    column: state.sort,
    direction: state.direction === 'asc' ? 'ascending' : 'descending',
  }

  return (
    <div className="rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-gray-200 p-4 dark:border-gray-700">
        <SearchBox
          value={search}
          onChange={(text) => {
            setSearch(text)
            searchLater(text)
          }}
          onClear={() => {
            searchLater.cancel()
            visit({ search: '', page: 1 })
          }}
        />
        {toolbar}
      </div>

      <div className="overflow-x-auto">
        <Table
          aria-label={label}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) =>
            visit({
              sort: String(descriptor.column),
              direction: descriptor.direction === 'ascending' ? 'asc' : 'desc',
              page: 1,
            })
          }
          className="w-full text-left text-sm"
        >
          <TableHeader className="bg-gray-50 text-xs text-gray-500 uppercase dark:bg-gray-700 dark:text-gray-300">
            {columns.map((column) => (
              <Column
                key={column.key}
                id={column.key}
                allowsSorting={column.sortable}
                isRowHeader={column.key === rowHeaderKey}
                className="px-4 py-3 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className="inline-flex items-center gap-1 whitespace-nowrap">
                    {column.label}
                    {allowsSorting && (
                      <span
                        aria-hidden="true"
                        className={sortDirection ? 'text-brand-600' : 'text-gray-300'}
                      >
                        {sortDirection === 'descending' ? '▼' : '▲'}
                      </span>
                    )}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            renderEmptyState={() => (
              <p className="p-6 text-center text-gray-500 dark:text-gray-400">
                {emptyText ?? t('ui.empty')}
              </p>
            )}
          >
            {loading
              ? Array.from({ length: Math.min(meta.perPage, 10) }, (_, index) => (
                  <Row
                    key={`skeleton-${index}`}
                    id={`skeleton-${index}`}
                    className="border-t border-gray-100 dark:border-gray-700"
                  >
                    {columns.map((column) => (
                      <Cell key={column.key} className="px-4 py-3">
                        <span
                          data-testid="skeleton"
                          className="block h-4 animate-pulse rounded bg-gray-200 dark:bg-gray-700"
                        />
                      </Cell>
                    ))}
                  </Row>
                ))
              : rows.map((row) => (
                  <Row
                    key={rowKey(row)}
                    id={rowKey(row)}
                    className={`border-t border-gray-100 outline-none hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-gray-700 dark:hover:bg-gray-700/50 ${rowClassName?.(row) ?? ''}`}
                  >
                    {columns.map((column) => (
                      <Cell key={column.key} className="px-4 py-3 align-top">
                        {column.render ? (
                          column.render(row)
                        ) : (
                          <TextCell
                            value={(row as Record<string, unknown>)[column.key]}
                            max={column.truncate}
                          />
                        )}
                      </Cell>
                    ))}
                  </Row>
                ))}
          </TableBody>
        </Table>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 p-4 dark:border-gray-700">
        <PageSizeSelect
          value={state.perPage}
          onChange={(size) => {
            searchLater.cancel()
            setSearch('')
            visit({ per_page: size, page: 1, search: '' })
          }}
        />
        <Pagination
          page={meta.currentPage}
          lastPage={meta.lastPage}
          isDisabled={loading}
          onChange={(page) => visit({ page })}
        />
      </div>
    </div>
  )
}

function TextCell({ value, max = 50 }: { value: unknown; max?: number | false }) {
  const text = value === null || value === undefined ? '' : String(value)
  if (max === false || text.length <= max) return <>{text}</>
  return <span title={text}>{truncate(text, max)}</span>
}
