import { usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { StatCard } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'

export default function TenantDashboard({
  totalUsers,
  counts,
}: {
  totalUsers: number
  /** The current community's counts; null without a community. */
  counts: { contacts: number; lists: number; companies: number } | null
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
        {counts && (
          <>
            <StatCard
              label={t('contacts.dashboard')}
              value={counts.contacts}
              href="/contacts"
              testId="total-contacts"
            />
            <StatCard
              label={t('lists.dashboard')}
              value={counts.lists}
              href="/lists"
              testId="total-lists"
            />
            <StatCard
              label={t('companies.dashboard')}
              value={counts.companies}
              href="/companies"
              testId="total-companies"
            />
          </>
        )}
      </div>
    </>
  )
}
