/**
 * How every table behaves on a narrow screen (DataTable, and the few plain
 * tables outside it): the table scrolls sideways inside its own frame, never
 * the page, and the actions column stays pinned to the right edge, so a
 * row's actions are always in view; the row header shows, stacked under it, what
 * else tells the row apart (a contact's last name and e-mail), since the columns
 * holding it are scrolled out of view. See docs/decisions.md, "Tables on a phone".
 */

/** The frame a table scrolls sideways in. */
export const tableFrame = 'min-w-0 max-w-full overflow-x-auto overscroll-x-contain'

/** The actions column, pinned to the right edge while the table scrolls (give it a background). */
export const pinned = 'sticky right-0 whitespace-nowrap shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.15)]'

/** A body cell of the actions column. */
export const pinnedCell = `${pinned} bg-white dark:bg-gray-800`

/** The header cell of the actions column. */
export const pinnedHeader = `${pinned} bg-gray-50 dark:bg-gray-700`

/** A line under the row header, rendered on a phone only (useIsPhone): what else identifies the row. */
export const phoneDetail = 'block text-xs text-gray-500 dark:text-gray-400'
