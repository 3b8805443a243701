import { Pagination } from '~/components/ui/pagination'
import { EmptyListText, SearchBox } from '~/components/ui/list_controls'
import { PageSizeSelect } from '~/components/ui/page_size_select'
import { phoneDetail, pinnedCell, pinnedHeader, tableFrame } from '~/components/ui/table_layout'
import { useT } from '~/lib/i18n'
import { truncate } from '~/lib/text'
import { useListState } from '~/lib/use_list_state'
import { useIsPhone } from '~/lib/use_phone'

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
  /**
   * Lines stacked under the cell on a phone only (useIsPhone), where the other columns are
   * scrolled out of view: what identifies the row besides this cell (a contact's e-mail).
   */
  phoneDetail?: (row: RowData) => (string | null | undefined)[]
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
  /**
   * A row of its own under the search and the toolbar (the selected rows' actions): appearing,
   * it moves nothing above it.
   */
  bar?: React.ReactNode
  /** Query parameters of the screen's own filters, kept on every visit of the table. */
  params?: Record<string, string | number>
  /** Extra classes of a row (deleted rows look deleted). */
  rowClassName?: (row: RowData) => string
}

/** The column keyed `actions` (RowActions) stays pinned to the right edge while the table scrolls. */
const ACTIONS = 'actions'

/**
 * A server-driven table: sorting, search (500 ms after typing stops), page
 * size and page live in the query string (useListState); the server
 * (app/services/shared/list_query.ts) answers with the rows of that view.
 *
 * A plain HTML table (no react-aria collections, which every list page would
 * download): a sortable header is a <button> in its <th>, whose aria-sort
 * tells the current order. On a narrow screen the table scrolls sideways
 * inside its own frame (never the page) and the `actions` column stays
 * pinned to the right edge, so a row's actions are always in view.
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
  bar,
  params,
  rowClassName,
}: DataTableProps<RowData>) {
  const t = useT()
  const phone = useIsPhone()
  const list = useListState({ state: { ...state, page: meta.currentPage }, only, params })

  // The column that names each row for screen readers (and getByRole('row', { name })).
  const rowHeaderKey = (columns.find((column) => column.isRowHeader) ?? columns[0])?.key

  function sort(column: string) {
    // Another column sorts ascending first; the current one flips.
    list.sortBy(column, state.sort === column && state.direction === 'asc' ? 'desc' : 'asc')
  }

  function cell(row: RowData, column: DataColumn<RowData>) {
    const value = column.render ? (
      column.render(row)
    ) : (
      <TextCell value={(row as Record<string, unknown>)[column.key]} max={column.truncate} />
    )
    const details = (phone && column.phoneDetail?.(row).filter(Boolean)) || []
    const content = details.length ? (
      <>
        {value}
        {details.map((line, index) => (
          <span key={index} className={phoneDetail}>
            {line}
          </span>
        ))}
      </>
    ) : (
      value
    )
    const classes = `px-4 py-3 align-top ${column.key === ACTIONS ? pinnedCell : ''}`
    return column.key === rowHeaderKey ? (
      <th key={column.key} scope="row" className={`${classes} font-normal`}>
        {content}
      </th>
    ) : (
      <td key={column.key} className={classes}>
        {content}
      </td>
    )
  }

  return (
    <div className="min-w-0 max-w-full rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-gray-200 p-4 dark:border-gray-700">
        <SearchBox value={list.search} onChange={list.typeSearch} onClear={list.clearSearch} />
        {toolbar}
      </div>
      {bar && (
        <div className="flex flex-wrap items-end gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
          {bar}
        </div>
      )}

      <div className={tableFrame}>
        <table aria-label={label} aria-busy={list.loading} className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-xs text-gray-500 uppercase dark:bg-gray-700 dark:text-gray-300">
            <tr>
              {columns.map((column) => {
                const direction =
                  state.sort === column.key
                    ? state.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : 'none'
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortable ? direction : undefined}
                    className={`px-4 py-3 font-semibold whitespace-nowrap ${
                      column.key === ACTIONS ? pinnedHeader : ''
                    }`}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        onClick={() => sort(column.key)}
                        className="inline-flex cursor-pointer items-center gap-1 rounded uppercase outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                      >
                        {column.label}
                        <span
                          aria-hidden="true"
                          className={direction === 'none' ? 'text-gray-300' : 'text-brand-600'}
                        >
                          {direction === 'descending' ? '▼' : '▲'}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {list.loading ? (
              Array.from({ length: Math.min(meta.perPage, 10) }, (_, index) => (
                <tr
                  key={`skeleton-${index}`}
                  className="border-t border-gray-100 dark:border-gray-700"
                >
                  {columns.map((column) => (
                    <td key={column.key} className="px-4 py-3">
                      <span
                        data-testid="skeleton"
                        className="block h-4 animate-pulse rounded bg-gray-200 dark:bg-gray-700"
                      />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="p-6 text-gray-500 dark:text-gray-400">
                  {/* Held at the frame's left edge when the table is wider than the screen. */}
                  <span className="sticky left-6">
                    <EmptyListText search={state.search} empty={emptyText ?? t('ui.empty')} />
                  </span>
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={`border-t border-gray-100 hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-700/50 ${rowClassName?.(row) ?? ''}`}
                >
                  {columns.map((column) => cell(row, column))}
                </tr>
              ))
            )}
          </tbody>
        </table>
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
