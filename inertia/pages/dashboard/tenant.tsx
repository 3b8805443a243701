import { usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { StatCard } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import type { SharedProps } from '~/types'

/** The org-admin's dashboard: the organization's users and the current community's counts. */
export default function TenantDashboard({
  totalUsers,
  counts,
}: {
  totalUsers: number
  /** The current community's counts; null without a community. */
  counts: {
    contacts: number
    lists: number
    companies: number
    segments: number
    activeProducts: number
  } | null
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
              href={urlFor('contacts.index')}
              testId="total-contacts"
            />
            <StatCard
              label={t('lists.dashboard')}
              value={counts.lists}
              href={urlFor('lists.index')}
              testId="total-lists"
            />
            <StatCard
              label={t('companies.dashboard')}
              value={counts.companies}
              href={urlFor('companies.index')}
              testId="total-companies"
            />
            <StatCard
              label={t('segments.dashboard')}
              value={counts.segments}
              href={urlFor('segments.index')}
              testId="total-segments"
            />
            <StatCard
              label={t('products.dashboard')}
              value={counts.activeProducts}
              href={urlFor('products.index')}
              testId="active-products"
            />
          </>
        )}
      </div>
    </>
  )
}
