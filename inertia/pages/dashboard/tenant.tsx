import { usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { StatCard } from '~/components/ui/card'
import { UpcomingEvents } from '~/components/events/upcoming_events'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import type { SharedProps } from '~/types'
import type { EventRow } from '~/pages/events/index'

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
export default function TenantDashboard({
  totalUsers,
  counts,
  upcomingEvents,
}: {
  totalUsers: number
  /** The current community's counts; null without a community. */
  counts: Counts | null
  /** The next three events; null without the events module. */
  upcomingEvents: EventRow[] | null
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
      {upcomingEvents && <UpcomingEvents events={upcomingEvents} />}
    </>
  )
}
