import { tableFrame } from '~/components/ui/table_layout'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { auditLines, auditRecordLabel, type AuditLookup, type AuditRow } from '@shared/audit'

/** The catalog's text, none when it has no such key. */
function useLookup(): AuditLookup {
  const t = useT()
  return (key) => {
    const text = t(key)
    return text === key ? null : text
  }
}

/** The changes and details as the export writes them too (`auditLines`, app/shared/audit.ts). */
function Changes({ row }: { row: AuditRow }) {
  const lines = auditLines(row, useLookup())
  if (!lines.fields.length && !lines.details.length) return <>—</>
  return (
    <ul className="space-y-0.5">
      {lines.fields.map(({ field, label, before, after }) => (
        <li key={field} className="whitespace-pre-wrap break-words">
          <span className="font-medium">{label}</span>: {before} → {after}
        </li>
      ))}
      {lines.details.map(({ key, label, value }) => (
        <li key={key} className="whitespace-pre-wrap break-words">
          <span className="font-medium">{label}</span>: {value}
        </li>
      ))}
    </ul>
  )
}

/** The entries of the log or of a record's timeline, newest first. */
export function AuditEntries({
  entries,
  showOrganization = false,
  showRecord = true,
}: {
  entries: AuditRow[]
  showOrganization?: boolean
  showRecord?: boolean
}) {
  const t = useT()
  const lookup = useLookup()
  if (!entries.length) {
    return <p className="text-sm text-gray-600 dark:text-gray-300">{t('audit.empty')}</p>
  }
  const headers = [
    'time',
    'person',
    'action',
    ...(showRecord ? ['record'] : []),
    'changes',
    'ip',
    ...(showOrganization ? ['organization'] : []),
  ]
  return (
    <div
      className={`${tableFrame} rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800`}
    >
      <table aria-label={t('audit.table_label')} className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-gray-200 dark:border-gray-700">
            {headers.map((key) => (
              <th key={key} scope="col" className="whitespace-nowrap px-2 py-2 font-medium">
                {t(`audit.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((row) => {
            const recordLabel = auditRecordLabel(row, lookup)
            return (
              <tr key={row.id} className="border-b border-gray-100 align-top dark:border-gray-800">
                <td className="whitespace-nowrap px-2 py-2">{formatDateTime(row.createdAt)}</td>
                <th scope="row" className="px-2 py-2 font-normal">
                  <div className="whitespace-pre-wrap break-words">{row.user ?? '—'}</div>
                  {row.userEmail && (
                    <div className="text-xs text-gray-500 dark:text-gray-400">{row.userEmail}</div>
                  )}
                </th>
                <td className="px-2 py-2">{t(`audit.actions.${row.action}`)}</td>
                {showRecord && (
                  <td className="px-2 py-2">
                    {row.recordType ? t(`audit.record_types.${row.recordType}`) : '—'}
                    {recordLabel && (
                      <div className="whitespace-pre-wrap break-words text-xs text-gray-500 dark:text-gray-400">
                        {recordLabel}
                      </div>
                    )}
                  </td>
                )}
                <td className="px-2 py-2">
                  <Changes row={row} />
                </td>
                <td className="px-2 py-2">
                  <div>{row.ip ?? '—'}</div>
                  {row.userAgent && (
                    <div
                      className="max-w-48 truncate text-xs text-gray-500 dark:text-gray-400"
                      title={row.userAgent}
                    >
                      {row.userAgent}
                    </div>
                  )}
                </td>
                {showOrganization && <td className="px-2 py-2">{row.organization ?? '—'}</td>}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
