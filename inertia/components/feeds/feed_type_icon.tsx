import type { FeedType } from '@shared/feeds'
import { OutlineIcon } from '~/components/ui/outline_icon'

/** One outline path per kind of feed item (24 × 24, stroke). */
const TYPE_PATHS: Record<FeedType, string> = {
  post: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  image: 'M3 5h18v14H3zM8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M21 15l-5-5L5 19',
  video: 'M3 5h18v14H3zM10 9l5 3-5 3z',
  article: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  quiz: 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3m.1 4h.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20',
  quest: 'M5 22V3m0 1h13l-2.5 4.5L18 13H5',
}

/** The icon of an item's type, named for screen readers by `label` (the type's name). */
export function FeedTypeIcon({ type, label }: { type: FeedType; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300"
    >
      <OutlineIcon path={TYPE_PATHS[type]} className="size-4" />
    </span>
  )
}
