import { useT } from '~/lib/i18n'
import { buttonClasses } from '~/components/ui/button'

export type ExportFormat = 'csv' | 'xlsx'

/**
 * Download links for the CSV and XLSX export of what a table shows: `href` builds a format's
 * URL, with the table's search and filters in the query string.
 */
export function ExportLinks({ href }: { href: (format: ExportFormat) => string }) {
  const t = useT()
  const names = { csv: t('ui.export.csv'), xlsx: t('ui.export.xlsx') }
  return (
    <div className="flex gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <a key={format} href={href(format)} className={buttonClasses('secondary')} download>
          {names[format]}
        </a>
      ))}
    </div>
  )
}
