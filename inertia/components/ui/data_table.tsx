import { Fragment, useId } from 'react'
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components'
import { Icon } from '~/components/ui/icon'
import { Pagination } from '~/components/ui/pagination'
import { ActionsInOneMenu } from '~/components/ui/row_actions'
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
  /** False while the count is pending or only a lower bound: the pages go as far as the rows. */
  lastPageKnown?: boolean
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
   * On a phone, where each row is a card, the lines under the card's title: what identifies
   * the row besides this (the row header's) cell, e.g. a contact's last name.
   */
  phoneDetail?: (row: RowData) => (string | null | undefined)[]
}

interface DataTableProps<RowData> {
  label: string
  rows: RowData[]
  columns: DataColumn<RowData>[]
  meta: ListMeta
  state: ListViewState
  /** A row's React key; by default a record's uid (rows without one must give it). */
  rowKey?: (row: RowData) => string | number
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
  /** Query parameters of a visit to another page only (not kept by a sort or a search). */
  pageQuery?: (page: number) => Record<string, string | number> | undefined
}

/** The column keyed `actions` (RowActions) stays pinned to the right edge while the table scrolls. */
const ACTIONS = 'actions'

/** The key of a record's row: its uid. */
const byUid = (row: unknown) => (row as { uid: string }).uid

/**
 * A server-driven table: sorting, search (500 ms after typing stops), page
 * size and page live in the query string (useListState); the server
 * (app/services/shared/list_query.ts) answers with the rows of that view.
 *
 * A plain HTML table (no react-aria collections, which every list page would
 * download): a sortable header is a <button> in its <th>, whose aria-sort
 * tells the current order. Between a phone and a desktop the table scrolls
 * sideways inside its own frame (never the page) with the `actions` column
 * pinned to the right edge. On a phone (useIsPhone) each row is a card
 * (PhoneCards): its title, its fields, its actions in one menu.
 */
export function DataTable<RowData>({
  label,
  rows,
  columns,
  meta,
  state,
  rowKey = byUid,
  emptyText,
  only,
  toolbar,
  bar,
  params,
  rowClassName,
  pageQuery,
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
    const value = cellContent(row, column)
    const classes = `px-4 py-3 align-top ${column.key === ACTIONS ? pinnedCell : ''}`
    return column.key === rowHeaderKey ? (
      <th key={column.key} scope="row" className={`${classes} font-normal`}>
        {value}
      </th>
    ) : (
      <td key={column.key} className={classes}>
        {value}
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

      {phone ? (
        <PhoneCards
          label={label}
          rows={rows}
          columns={columns}
          rowKey={rowKey}
          rowHeaderKey={rowHeaderKey}
          loading={list.loading}
          perPage={meta.perPage}
          empty={<EmptyListText search={state.search} empty={emptyText ?? t('ui.empty')} />}
          rowClassName={rowClassName}
          sort={
            <SortSelect
              columns={columns}
              state={state}
              onChange={(column, direction) => list.sortBy(column, direction)}
            />
          }
        />
      ) : (
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
                  // A label wraps between its words (the actions' stays whole): held on one
                  // line, the labels alone made a table wider than a laptop's frame, and the
                  // pinned actions column covered the last columns.
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={column.sortable ? direction : undefined}
                      className={`px-4 py-3 font-semibold ${
                        column.key === ACTIONS ? pinnedHeader : ''
                      }`}
                    >
                      {column.sortable ? (
                        <button
                          type="button"
                          onClick={() => sort(column.key)}
                          className="inline-flex cursor-pointer items-center gap-1 rounded text-left uppercase outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                        >
                          {column.label}
                          <span
                            aria-hidden="true"
                            className={
                              direction === 'none'
                                ? 'text-gray-300'
                                : 'text-brand-600 dark:text-brand-400'
                            }
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
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 p-4 dark:border-gray-700">
        <PageSizeSelect value={state.perPage} onChange={list.changePerPage} />
        <Pagination
          page={meta.currentPage}
          lastPage={meta.lastPage}
          lastPageKnown={meta.lastPageKnown}
          isDisabled={list.loading}
          onChange={(page) => list.goToPage(page, pageQuery?.(page))}
        />
      </div>
    </div>
  )
}

/** A cell's content: the column's render, else the row's value at its key as cut text. */
function cellContent<RowData>(row: RowData, column: DataColumn<RowData>) {
  if (column.render) return column.render(row)
  const value = (row as Record<string, unknown>)[column.key]
  if (value === null || value === undefined || value === '') return null
  return <TextCell value={value} max={column.truncate} />
}

/**
 * The rows on a phone, one card each: the row header's cell as its title (with the column's
 * `phoneDetail` lines), the controls of unlabelled columns (a row's checkbox) beside it, the
 * other columns as label and value (empty ones left out), and the `actions` column's
 * RowActions gathered in one menu. Sorting, which the column headers do on a wider screen,
 * is a select above the cards.
 */
function PhoneCards<RowData>({
  label,
  rows,
  columns,
  rowKey,
  rowHeaderKey,
  loading,
  perPage,
  empty,
  rowClassName,
  sort,
}: {
  label: string
  rows: RowData[]
  columns: DataColumn<RowData>[]
  rowKey: (row: RowData) => string | number
  rowHeaderKey: string | undefined
  loading: boolean
  perPage: number
  empty: React.ReactNode
  rowClassName?: (row: RowData) => string
  sort: React.ReactNode
}) {
  const id = useId()
  const title = columns.find((column) => column.key === rowHeaderKey)
  const actions = columns.find((column) => column.key === ACTIONS)
  const controls = columns.filter((column) => column !== actions && column.label === '')
  const fields = columns.filter(
    (column) => column !== title && column !== actions && column.label !== ''
  )
  return (
    <div>
      {sort}
      <ul
        aria-label={label}
        aria-busy={loading}
        className="divide-y divide-gray-100 dark:divide-gray-700"
      >
        {loading ? (
          Array.from({ length: Math.min(perPage, 10) }, (_, index) => (
            <li key={`skeleton-${index}`} className="grid gap-2 p-4">
              <span
                data-testid="skeleton"
                className="block h-4 w-2/3 animate-pulse rounded bg-gray-200 dark:bg-gray-700"
              />
              <span className="block h-3 w-1/2 animate-pulse rounded bg-gray-200 dark:bg-gray-700" />
            </li>
          ))
        ) : rows.length === 0 ? (
          <li className="p-6 text-gray-500 dark:text-gray-400">{empty}</li>
        ) : (
          rows.map((row) => {
            const titleId = `${id}-${rowKey(row)}`
            const details = title?.phoneDetail?.(row).filter(Boolean) ?? []
            return (
              <li key={rowKey(row)} className={rowClassName?.(row) ?? ''}>
                <article aria-labelledby={titleId} className="grid gap-2 p-4 text-sm">
                  <div className="flex items-start gap-3">
                    {controls.map((column) => (
                      <div key={column.key} className="pt-0.5">
                        {cellContent(row, column)}
                      </div>
                    ))}
                    <div className="min-w-0 flex-1">
                      <h2
                        id={titleId}
                        className="font-semibold break-words text-gray-900 dark:text-gray-100"
                      >
                        {title && cellContent(row, title)}
                      </h2>
                      {details.map((line, index) => (
                        <span key={index} className={phoneDetail}>
                          {line}
                        </span>
                      ))}
                    </div>
                    {actions && (
                      <ActionsInOneMenu.Provider value={true}>
                        {cellContent(row, actions)}
                      </ActionsInOneMenu.Provider>
                    )}
                  </div>
                  <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
                    {fields.map((column) => {
                      const value = cellContent(row, column)
                      if (value === null || value === undefined || value === '') return null
                      return (
                        <Fragment key={column.key}>
                          <dt className="text-gray-500 dark:text-gray-400">{column.label}</dt>
                          <dd className="min-w-0 break-words text-gray-900 dark:text-gray-100">
                            {value}
                          </dd>
                        </Fragment>
                      )
                    })}
                  </dl>
                </article>
              </li>
            )
          })
        )}
      </ul>
    </div>
  )
}

/** On a phone, the sortable columns and their two directions as one select ("Sortează după"). */
function SortSelect<RowData>({
  columns,
  state,
  onChange,
}: {
  columns: DataColumn<RowData>[]
  state: ListViewState
  onChange: (column: string, direction: 'asc' | 'desc') => void
}) {
  const t = useT()
  const sortable = columns.filter((column) => column.sortable)
  if (sortable.length === 0) return null
  const options = sortable.flatMap((column) =>
    (['asc', 'desc'] as const).map((direction) => ({
      id: `${column.key}:${direction}`,
      label: t(`ui.sort.${direction}`, { column: column.label }),
    }))
  )
  return (
    <Select
      selectedKey={`${state.sort}:${state.direction}`}
      onSelectionChange={(key) => {
        const [column, direction] = String(key).split(':')
        onChange(column, direction === 'desc' ? 'desc' : 'asc')
      }}
      className="flex items-center gap-2 border-b border-gray-200 px-4 py-3 text-sm dark:border-gray-700"
    >
      <Label className="text-gray-600 dark:text-gray-300">{t('ui.sort.label')}</Label>
      <AriaButton className="flex min-w-0 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-1.5 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-gray-600 dark:bg-gray-900">
        <SelectValue className="truncate" />
        <Icon name="chevron-down" className="size-4 shrink-0" />
      </AriaButton>
      <Popover className="rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-800">
        <ListBox className="outline-none" items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none focus:bg-brand-50 selected:font-semibold dark:focus:bg-gray-700"
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}

/** Text cut at `max` characters (50 by default) with an ellipsis, the whole of it in its tooltip. */
export function TextCell({ value, max = 50 }: { value: unknown; max?: number | false }) {
  const text = value === null || value === undefined ? '' : String(value)
  if (max === false || text.length <= max) return <>{text}</>
  return <span title={text}>{truncate(text, max)}</span>
}
