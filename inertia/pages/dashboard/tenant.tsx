import { Link, usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { StatCard } from '~/components/ui/card'
import { UpcomingEvents } from '~/components/events/upcoming_events'
import { formatDate } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import type { SharedProps } from '~/types'
import type { EventRow } from '~/pages/events/index'
import { DueRequests, type DueRequest } from '~/components/gdpr/due_requests'
import { RecentMembers, type RecentMembersData } from '~/components/dashboard/recent_members'
import {
  EfacturaCredentialsNotice,
  type WithoutCredentials,
} from '~/components/invoices/efactura_credentials_notice'

type Counts = {
  contacts: number
  lists: number
  companies: number
  segments: number
  activeProducts: number
  publishedFeeds: number
  scheduledFeeds: number
}

/** The current community's counts, each linking to its screen. */
const COUNTS = [
  {
    key: 'contacts',
    label: 'contacts.dashboard',
    route: 'contacts.index',
    testId: 'total-contacts',
  },
  {
    key: 'lists',
    label: 'contact_lists.dashboard',
    route: 'contact_lists.index',
    testId: 'total-lists',
  },
  {
    key: 'companies',
    label: 'companies.dashboard',
    route: 'companies.index',
    testId: 'total-companies',
  },
  {
    key: 'segments',
    label: 'segments.dashboard',
    route: 'segments.index',
    testId: 'total-segments',
  },
  {
    key: 'activeProducts',
    label: 'products.dashboard',
    route: 'products.index',
    testId: 'active-products',
  },
  {
    key: 'publishedFeeds',
    label: 'feeds.dashboard.published',
    route: 'feeds.index',
    testId: 'published-feeds',
  },
  {
    key: 'scheduledFeeds',
    label: 'feeds.dashboard.scheduled',
    route: 'feeds.index',
    testId: 'scheduled-feeds',
  },
] as const satisfies { key: keyof Counts; label: string; route: string; testId: string }[]

/**
 * The org-admin's dashboard: the organization's users, the current community's counts and, with
 * the events module, its next three events.
 */
type LateDocument = {
  uid: string
  number: string
  issueDate: string
  state: 'to_send' | 'sent' | 'refused'
}

/** Documents ANAF has not accepted 3 working days after their issue (the law allows 5). */
function LateEfactura({ documents }: { documents: LateDocument[] }) {
  const t = useT()
  return (
    <div data-testid="late-efactura">
      <h3 className="mb-1 font-semibold">{t('dashboard.late_efactura.title')}</h3>
      <p className="mb-2 text-sm">{t('dashboard.late_efactura.help')}</p>
      <ul className="list-disc pl-5 text-sm">
        {documents.map((document) => (
          <li key={document.uid}>
            <Link className="underline" href={urlFor('admin.invoices.show', { uid: document.uid })}>
              {document.number}
            </Link>{' '}
            · {formatDate(document.issueDate)} · {t(`efactura.section.states.${document.state}`)}
          </li>
        ))}
      </ul>
    </div>
  )
}

export default function TenantDashboard({
  totalUsers,
  counts,
  upcomingEvents,
  lateEfactura,
  efacturaWithoutCredentials,
  recentMembers,
  dueGdprRequests = [],
}: {
  totalUsers: number
  /** The current community's counts; null without a community. */
  counts: Counts | null
  /** The next three events; null without the events module. */
  upcomingEvents: EventRow[] | null
  /** The current community's documents not yet accepted by ANAF in time. */
  lateEfactura: LateDocument[]
  /** The organization, when it has no ANAF credentials and the community's documents wait. */
  efacturaWithoutCredentials: WithoutCredentials[]
  /** The members who joined in the last 30 days; null without a community. */
  recentMembers: RecentMembersData | null
  /** The organization's GDPR requests due within a week or overdue. */
  dueGdprRequests?: DueRequest[]
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        heading={
          props.auth.organization
            ? `${t('dashboard.tenant_heading')} · ${props.auth.organization.name}`
            : t('dashboard.tenant_heading')
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('dashboard.total_users')} value={totalUsers} testId="total-users" />
        {counts &&
          COUNTS.map(({ key, label, route, testId }) => (
            <StatCard
              key={key}
              label={t(label)}
              value={counts[key]}
              href={urlFor(route)}
              testId={testId}
            />
          ))}
      </div>
      {dueGdprRequests.length > 0 && <DueRequests requests={dueGdprRequests} />}
      {recentMembers && <RecentMembers members={recentMembers} />}
      {(lateEfactura.length > 0 || efacturaWithoutCredentials.length > 0) && (
        <section className="mt-6" aria-labelledby="dashboard-efactura">
          <h2 id="dashboard-efactura" className="mb-2 text-lg font-semibold">
            {t('efactura.section.title')}
          </h2>
          <EfacturaCredentialsNotice organizations={efacturaWithoutCredentials} />
          {lateEfactura.length > 0 && <LateEfactura documents={lateEfactura} />}
        </section>
      )}
      {upcomingEvents && <UpcomingEvents events={upcomingEvents} />}
    </>
  )
}
