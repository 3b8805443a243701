import { lazy, Suspense } from 'react'

/** Page sizes of every list (spec §9). */
export const PAGE_SIZES = [10, 20, 50, 100, 200]

// The select itself (list box, popover, react-aria collections) is its own
// chunk, loaded after the first paint like the top bar's menus; until then
// an empty box of its size holds its place.
const PageSizeList = lazy(() => import('~/components/ui/page_size_list'))

/**
 * "Pe pagină": 10, 20, 50, 100 or 200 rows or cards, for a data table or a
 * card list. Lists without a page size do not download the select.
 */
export function PageSizeSelect(props: { value: number; onChange: (size: number) => void }) {
  return (
    <Suspense fallback={<div className="h-9 w-36" aria-hidden="true" />}>
      <PageSizeList {...props} />
    </Suspense>
  )
}
