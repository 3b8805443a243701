import { useT } from '~/lib/i18n'
import { buttonClasses } from '~/components/ui/button'
import { useFreshConfirmation } from '~/lib/use_fresh_confirmation'

export type ExportFormat = 'csv' | 'xlsx'

/**
 * Download links for the CSV and XLSX export of what a table shows: `href` builds a format's
 * URL, with the table's search and filters in the query string. `freshConfirmation`: the export
 * asks a fresh confirmation (docs/security.md): the dialog first when needed, then the download.
 */
export function ExportLinks({
  href,
  freshConfirmation = false,
}: {
  href: (format: ExportFormat) => string
  freshConfirmation?: boolean
}) {
  const t = useT()
  const fresh = useFreshConfirmation()
  const names = { csv: t('ui.export.csv'), xlsx: t('ui.export.xlsx') }
  return (
    <div className="flex gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <a
          key={format}
          href={href(format)}
          className={buttonClasses('secondary')}
          download
          onClick={
            freshConfirmation
              ? (event) => {
                  event.preventDefault()
                  const url = href(format)
                  void fresh.run(() => window.location.assign(url))
                }
              : undefined
          }
        >
          {names[format]}
        </a>
      ))}
      {freshConfirmation && fresh.dialog}
    </div>
  )
}
