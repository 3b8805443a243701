import { useT } from '~/lib/i18n'
import { buttonClasses } from '~/components/ui/button'

/** Download links for the CSV and XLSX export of what the table shows (the current search). */
export function ExportLinks({ base, search }: { base: string; search: string }) {
  const t = useT()
  const query = search ? `?search=${encodeURIComponent(search)}` : ''
  return (
    <div className="flex gap-2">
      <a href={`${base}/csv${query}`} className={buttonClasses('secondary')} download>
        {t('contacts.export.csv')}
      </a>
      <a href={`${base}/xlsx${query}`} className={buttonClasses('secondary')} download>
        {t('contacts.export.xlsx')}
      </a>
    </div>
  )
}
