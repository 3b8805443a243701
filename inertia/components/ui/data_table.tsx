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
import { SearchBox } from '~/components/ui/list_controls'
import { PageSizeSelect } from '~/components/ui/page_size_select'
import { useT } from '~/lib/i18n'
import { truncate } from '~/lib/text'
import { useListState } from '~/lib/use_list_state'

export { PAGE_SIZES } from '~/components/ui/page_size_select'
export { SEARCH_DEBOUNCE_MS } from '~/lib/use_list_state'

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
  params?: Record<string, string | number>
  /** Extra classes of a row (deleted rows look deleted). */
  rowClassName?: (row: RowData) => string
}

/**
 * A server-driven table: sorting, search (500 ms after typing stops), page
 * size and page live in the query string (useListState); the server
 * (app/services/shared/list_query.ts) answers with the rows of that view.
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
  const list = useListState({ state: { ...state, page: meta.currentPage }, only, params })

  // The column that names each row for screen readers (and getByRole('row', { name })).
  const rowHeaderKey = (columns.find((column) => column.isRowHeader) ?? columns[0])?.key

  const sortDescriptor: SortDescriptor = {
    column: state.sort,
    direction: state.direction === 'asc' ? 'ascending' : 'descending',
  }

  return (
    <div className="rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-gray-200 p-4 dark:border-gray-700">
        <SearchBox value={list.search} onChange={list.typeSearch} onClear={list.clearSearch} />
        {toolbar}
      </div>

      <div className="overflow-x-auto">
        <Table
          aria-label={label}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) =>
            list.sortBy(
              String(descriptor.column),
              descriptor.direction === 'ascending' ? 'asc' : 'desc'
            )
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
            {list.loading
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
        <PageSizeSelect value={state.perPage} onChange={list.changePerPage} />
        <Pagination
          page={meta.currentPage}
          lastPage={meta.lastPage}
          isDisabled={list.loading}
          onChange={list.goToPage}
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
