import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'

/** Previous / next with "pagina X din Y". */
export function Pagination({
  page,
  lastPage,
  onChange,
  isDisabled,
}: {
  page: number
  lastPage: number
  onChange: (page: number) => void
  isDisabled?: boolean
}) {
  const t = useT()
  const pages = Math.max(1, lastPage)
  return (
    <nav
      aria-label={t('ui.pagination')}
      className="flex items-center gap-3 text-sm text-gray-600 dark:text-gray-300"
    >
      <Button
        variant="secondary"
        isDisabled={isDisabled || page <= 1}
        onPress={() => onChange(page - 1)}
      >
        {t('common.previous')}
      </Button>
      <span aria-live="polite">{t('common.page_of', { page, pages })}</span>
      <Button
        variant="secondary"
        isDisabled={isDisabled || page >= pages}
        onPress={() => onChange(page + 1)}
      >
        {t('common.next')}
      </Button>
    </nav>
  )
}
