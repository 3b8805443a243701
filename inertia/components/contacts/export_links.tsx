import { useT } from '~/lib/i18n'
import { buttonClasses } from '~/components/ui/button'

export type ExportFormat = 'csv' | 'xlsx'

/**
 * Download links for the CSV and XLSX export of what the table shows: `href` builds a
 * format's URL from its route name, with the current search in the query string.
 */
export function ExportLinks({ href }: { href: (format: ExportFormat) => string }) {
  const t = useT()
  return (
    <div className="flex gap-2">
      <a href={href('csv')} className={buttonClasses('secondary')} download>
        {t('contacts.export.csv')}
      </a>
      <a href={href('xlsx')} className={buttonClasses('secondary')} download>
        {t('contacts.export.xlsx')}
      </a>
    </div>
  )
}
