import { buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import type { ImportReportData } from '~/components/contact_imports/use_import_wizard'
import { urlFor } from '~/client'

/** The finished import's report: rows read, contacts created, updated, unchanged, rows skipped (and why), lists filled. */
export function ImportReport({ report }: { report: ImportReportData }) {
  const t = useT()
  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold">{t('contact_imports.report.title')}</h2>
      <dl className="grid grid-cols-2 gap-1 text-sm" data-testid="import-report">
        <dt>{t('contact_imports.report.read')}</dt>
        <dd>{report.rowsTotal}</dd>
        <dt>{t('contact_imports.report.created')}</dt>
        <dd>{report.created}</dd>
        <dt>{t('contact_imports.report.updated')}</dt>
        <dd>{report.updated}</dd>
        <dt>{t('contact_imports.report.unchanged')}</dt>
        <dd>{report.unchanged}</dd>
        <dt>{t('contact_imports.report.skipped')}</dt>
        <dd>{report.skipped}</dd>
        <dt>{t('contact_imports.report.lists')}</dt>
        <dd>
          {report.lists.map((list) => (
            <div key={list.title}>
              {t('contact_imports.report.list_added', { title: list.title, count: list.added })}
            </div>
          ))}
        </dd>
      </dl>
      {report.skipped > 0 && (
        <>
          <ul className="mt-2 text-sm">
            {report.skippedRows.map((row) => (
              <li key={row.row}>
                {t('contact_imports.report.row')} {row.row}: {row.reason}
              </li>
            ))}
          </ul>
          <a
            href={urlFor('contact_imports.skipped', { uid: report.uid })}
            className={buttonClasses('secondary', 'mt-2')}
            download
          >
            {t('contact_imports.report.download')}
          </a>
        </>
      )}
    </Card>
  )
}
