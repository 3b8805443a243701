import { AuditEntries } from '~/components/audit/audit_entries'
import { useT } from '~/lib/i18n'
import type { AuditRow } from '@shared/audit'

/** A record's "Istoric": what changed on it, by whom, newest first (the audit trail). */
export function AuditTimeline({ entries }: { entries: AuditRow[] }) {
  const t = useT()
  return (
    <section aria-labelledby="audit-timeline" className="mt-6">
      <h2 id="audit-timeline" className="mb-1 text-lg font-semibold">
        {t('audit.timeline')}
      </h2>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-300">
        {t('audit.timeline_description')}
      </p>
      <AuditEntries entries={entries} showRecord={false} />
    </section>
  )
}
