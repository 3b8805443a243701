import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'

/**
 * The page numbers to offer: the first, the last, and the current one with
 * its neighbours; a gap ('…') where pages are left out.
 *   pageItems(6, 12) → [1, '…', 5, 6, 7, '…', 12]
 */
export function pageItems(page: number, lastPage: number): (number | '…')[] {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1])
  // A gap of one page shows that page instead of "…".
  if (wanted.has(3)) wanted.add(2)
  if (wanted.has(lastPage - 2)) wanted.add(lastPage - 1)
  const pages = [...wanted].filter((n) => n >= 1 && n <= lastPage).sort((a, b) => a - b)
  const items: (number | '…')[] = []
  for (const n of pages) {
    const previous = items.at(-1)
    if (typeof previous === 'number' && n - previous > 1) items.push('…')
    items.push(n)
  }
  return items
}

/**
 * Previous, the page numbers, next, and "pagina X din Y" ("pagina X" when the last page is
 * not known yet: `lastPage` is then as far as the rows are known to go).
 */
export function Pagination({
  page,
  lastPage,
  lastPageKnown = true,
  onChange,
  isDisabled,
}: {
  page: number
  lastPage: number
  lastPageKnown?: boolean
  onChange: (page: number) => void
  isDisabled?: boolean
}) {
  const t = useT()
  const pages = Math.max(1, lastPage)
  return (
    <nav
      aria-label={t('ui.pagination')}
      className="flex flex-wrap items-center gap-2 text-sm text-gray-600 dark:text-gray-300"
    >
      <Button
        variant="secondary"
        isDisabled={isDisabled || page <= 1}
        onPress={() => onChange(page - 1)}
      >
        {t('common.previous')}
      </Button>
      <ol className="hidden items-center gap-1 sm:flex">
        {pageItems(page, pages).map((item, index) =>
          item === '…' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                className="min-w-9 px-2 py-1.5"
                aria-label={t('ui.go_to_page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => item !== page && onChange(item)}
              >
                {String(item)}
              </Button>
            </li>
          )
        )}
      </ol>
      <Button
        variant="secondary"
        isDisabled={isDisabled || page >= pages}
        onPress={() => onChange(page + 1)}
      >
        {t('common.next')}
      </Button>
      <span aria-live="polite" className="ml-1">
        {lastPageKnown ? t('common.page_of', { page, pages }) : t('common.page', { page })}
      </span>
    </nav>
  )
}
