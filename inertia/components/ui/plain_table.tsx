import { pinnedCell, pinnedHeader, tableFrame } from '~/components/ui/table_layout'

export type PlainColumn<Row> = {
  key: string
  label: string
  cell: (row: Row) => React.ReactNode
  /** The row header (a `<th scope="row">`). */
  isRowHeader?: boolean
  /** Figures: aligned right. */
  numeric?: boolean
}

const cellClasses = 'px-4 py-3'

/**
 * A short, unpaged table (a lot's cars, a car's bids): a caption for screen readers, the
 * `actions` column pinned to the right edge while the table scrolls sideways (table_layout.ts),
 * `emptyText` when there is no row.
 */
export function PlainTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  emptyText,
}: {
  label: string
  rows: Row[]
  rowKey: (row: Row) => string
  columns: PlainColumn<Row>[]
  emptyText: string
}) {
  if (rows.length === 0) {
    return <p className="p-4 text-sm text-gray-500 dark:text-gray-400">{emptyText}</p>
  }
  const classesOf = (column: PlainColumn<Row>, header: boolean) =>
    `${cellClasses} ${column.numeric ? 'text-right' : ''} ${
      column.key === 'actions' ? (header ? pinnedHeader : pinnedCell) : ''
    }`
  return (
    <div className={`${tableFrame} rounded-xl border border-gray-200 dark:border-gray-700`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-gray-50 text-xs text-gray-500 uppercase dark:bg-gray-700 dark:text-gray-300">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${classesOf(column, true)} font-semibold`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-gray-100 dark:border-gray-700">
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={`${classesOf(column, false)} font-normal`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={classesOf(column, false)}>
                    {column.cell(row)}
                  </td>
                )
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
