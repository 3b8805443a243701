import { Link } from '@inertiajs/react'
import { formatDate } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export type DueRequest = {
  uid: string
  kind: string
  requesterName: string
  dueOn: string
  overdue: boolean
}

/** The dashboard's GDPR requests due within a week or overdue (docs/security.md). */
export function DueRequests({ requests }: { requests: DueRequest[] }) {
  const t = useT()
  return (
    <section
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
      aria-labelledby="dashboard-gdpr"
      data-testid="due-gdpr-requests"
    >
      <h2 id="dashboard-gdpr" className="mb-2 text-lg font-semibold">
        {t('gdpr.requests.dashboard_title')}
      </h2>
      <ul className="list-disc pl-5 text-sm">
        {requests.map((request) => (
          <li key={request.uid} className={request.overdue ? 'font-semibold text-red-700 dark:text-red-300' : ''}>
            {request.requesterName} · {t(`gdpr.requests.kinds.${request.kind}`)} ·{' '}
            {t(request.overdue ? 'gdpr.requests.dashboard_overdue' : 'gdpr.requests.dashboard_due', {
              date: formatDate(request.dueOn),
            })}
          </li>
        ))}
      </ul>
      <Link className="mt-2 inline-block text-sm underline" href={urlFor('gdpr.requests.index')}>
        {t('gdpr.requests.dashboard_link')}
      </Link>
    </section>
  )
}
