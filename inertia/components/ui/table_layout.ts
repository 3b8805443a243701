/**
 * How a table behaves when it is wider than its screen (DataTable above a phone's width, and
 * the few plain tables outside it): it scrolls sideways inside its own frame, never the page,
 * and the actions column stays pinned to the right edge, so a row's actions are always in
 * view. On a phone a plain table's row header shows, stacked under it, what else tells the row
 * apart; a DataTable shows cards instead (docs/decisions.md, "One row-actions pattern").
 */

/** The frame a table scrolls sideways in. */
export const tableFrame = 'min-w-0 max-w-full overflow-x-auto overscroll-x-contain'

/** The actions column, pinned to the right edge while the table scrolls (give it a background). */
export const pinned = 'sticky right-0 whitespace-nowrap shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.15)]'

/** A body cell of the actions column. */
export const pinnedCell = `${pinned} bg-white dark:bg-gray-800`

/** The header cell of the actions column. */
export const pinnedHeader = `${pinned} bg-gray-50 dark:bg-gray-700`

/** A line under the row header (a card's title), on a phone only: what else identifies the row. */
export const phoneDetail = 'block text-xs text-gray-500 dark:text-gray-400'
