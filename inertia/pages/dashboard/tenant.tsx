import { usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/layout/page_header'
import { StatCard } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'

export default function TenantDashboard({
  totalUsers,
  totalSegments,
  activeProducts,
}: {
  totalUsers: number
  totalSegments: number | null
  activeProducts: number | null
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
        {totalSegments !== null && (
          <StatCard
            label={t('segments.dashboard')}
            value={totalSegments}
            testId="total-segments"
            href="/segments"
          />
        )}
        {activeProducts !== null && (
          <StatCard
            label={t('products.dashboard')}
            value={activeProducts}
            testId="active-products"
            href="/products"
          />
        )}
      </div>
    </>
  )
}
