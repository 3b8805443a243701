import { Link } from '@inertiajs/react'
import { formatDecimal } from '~/lib/format'

/** A white box; content wider than it (a wide table on a phone) scrolls inside it, not the page. */
export function Card({
  children,
  className = '',
}: {
  children: React.ReactNode
  className?: string
}) {
  return (
    <section
      className={`min-w-0 overflow-x-auto rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-800 ${className}`}
    >
      {children}
    </section>
  )
}

/** A dashboard count card; with `href`, its label links to the screen it counts. */
export function StatCard({
  label,
  value,
  testId,
  href,
}: {
  label: string
  value: number
  testId?: string
  /** The screen the count links to. */
  href?: string
}) {
  const body = (
    <Card className={href ? 'transition hover:border-brand-500' : ''}>
      <p className="text-sm font-medium text-gray-500 dark:text-gray-400">{label}</p>
      <p className="mt-2 text-3xl font-bold text-gray-900 dark:text-white" data-testid={testId}>
        {formatDecimal(value, 0)}
      </p>
    </Card>
  )
  return href ? (
    <Link
      href={href}
      className="block rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      {body}
    </Link>
  ) : (
    body
  )
}
