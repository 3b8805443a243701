import { Link } from '@inertiajs/react'
import { CHEVRON_RIGHT_PATH, HOME_PATH, OutlineIcon } from '~/components/ui/outline_icon'
import { useT } from '~/lib/i18n'

export interface Crumb {
  label: string
  href?: string
}

/**
 * Breadcrumbs; the first item is always Home, shown as a house icon. Plain
 * links in a list (a `<nav>` landmark), the current page marked
 * aria-current="page": no react-aria here, every page loads it.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT()
  return (
    <nav aria-label={t('ui.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-500 dark:text-gray-400">
        <li className="flex items-center gap-1">
          <Link
            href="/"
            className="flex items-center rounded hover:text-brand-600 dark:hover:text-brand-400"
            aria-label={t('app.home')}
          >
            <OutlineIcon path={HOME_PATH} className="size-4" />
          </Link>
          {items.length > 0 && <OutlineIcon path={CHEVRON_RIGHT_PATH} className="size-3" />}
        </li>
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            {item.href && index < items.length - 1 ? (
              <Link href={item.href} className="hover:text-brand-600 dark:hover:text-brand-400">
                {item.label}
              </Link>
            ) : (
              <span
                aria-current={index === items.length - 1 ? 'page' : undefined}
                className="text-gray-700 dark:text-gray-200"
              >
                {item.label}
              </span>
            )}
            {index < items.length - 1 && (
              <OutlineIcon path={CHEVRON_RIGHT_PATH} className="size-3" />
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
