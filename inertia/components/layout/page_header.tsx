import { Head } from '@inertiajs/react'
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs'

/** Document title (`{title} - {product}`), breadcrumbs and the page heading. */
export function PageHeader({
  title,
  heading,
  breadcrumbs = [],
  actions,
}: {
  title: string
  heading?: string
  breadcrumbs?: Crumb[]
  actions?: React.ReactNode
}) {
  return (
    <div className="mb-6 space-y-2">
      <Head title={title} />
      <Breadcrumbs items={breadcrumbs.length ? breadcrumbs : [{ label: title }]} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{heading ?? title}</h1>
        {actions}
      </div>
    </div>
  )
}
