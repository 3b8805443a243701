import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { Card } from '~/components/ui/card'

export type DashboardListItem = { key: string; href: string; label: string; detail: ReactNode }

/**
 * A dashboard card: its heading with what stands beside it (a count, a link to the whole list),
 * then a few records, each a link and a line about it, or a sentence when there is none.
 */
export function DashboardList({
  id,
  title,
  aside,
  empty,
  items,
  testId,
}: {
  /** The heading's id, which names the section. */
  id: string
  title: string
  aside: ReactNode
  empty: string
  items: DashboardListItem[]
  testId?: string
}) {
  return (
    <Card className="mt-6">
      <section aria-labelledby={id}>
        <div className="mb-3 flex items-baseline justify-between gap-2">
          <h2 id={id} className="text-base font-semibold">
            {title}
          </h2>
          {aside}
        </div>
        {items.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{empty}</p>
        ) : (
          <ul className="divide-y divide-gray-200 dark:divide-gray-700" data-testid={testId}>
            {items.map((item) => (
              <li key={item.key} className="flex flex-wrap justify-between gap-2 py-2">
                <Link
                  href={item.href}
                  className="font-medium text-brand-600 dark:text-brand-400 hover:underline"
                >
                  {item.label}
                </Link>
                <span className="text-sm text-gray-600 tabular-nums dark:text-gray-300">
                  {item.detail}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  )
}
