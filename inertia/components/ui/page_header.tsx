import { Head } from '@inertiajs/react'
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs'

/**
 * The heading of every page: the document title (`{title} - {product}`), the
 * breadcrumbs (Home first; by default Home / {title}), the h1 (`heading`, else
 * `title`) with an optional count badge beside it (outside the h1, so the
 * heading's name stays the title), an optional line under it and the page's
 * actions on the right (they wrap under the title on a phone).
 *
 * `variant="card"` is the heading of a page inside the sign-in card (auth and
 * error pages): no breadcrumbs, a smaller h1.
 */
export function PageHeader({
  title,
  heading,
  count,
  countLabel,
  description,
  breadcrumbs = [],
  actions,
  variant = 'page',
  className,
}: {
  title: string
  heading?: string
  /** A number shown as a badge beside the heading (e.g. the list's total). */
  count?: number
  /** What the count counts, for assistive technology ("35 organizații"). */
  countLabel?: string
  description?: React.ReactNode
  breadcrumbs?: Crumb[]
  actions?: React.ReactNode
  variant?: 'page' | 'card'
  /** Replaces the space under the heading (classes of the wrapper). */
  className?: string
}) {
  if (variant === 'card') {
    return (
      <div className={className ?? (description ? 'mb-6' : 'mb-4')}>
        <Head title={title} />
        <h1 className="text-xl font-semibold text-gray-900 dark:text-white">{heading ?? title}</h1>
        {description && <p className="text-sm text-gray-500 dark:text-gray-400">{description}</p>}
      </div>
    )
  }
  return (
    <div className={`space-y-2 ${className ?? 'mb-6'}`}>
      <Head title={title} />
      <Breadcrumbs items={breadcrumbs.length ? breadcrumbs : [{ label: title }]} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <h1 className="text-2xl font-semibold break-words text-gray-900 dark:text-white">
            {heading ?? title}
          </h1>
          {count !== undefined && (
            <span
              className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-medium text-gray-700 tabular-nums dark:bg-gray-700 dark:text-gray-200"
              aria-label={countLabel}
              title={countLabel}
            >
              {count}
            </span>
          )}
        </div>
        {actions}
      </div>
      {description && <p className="text-sm text-gray-500 dark:text-gray-400">{description}</p>}
    </div>
  )
}
