import { usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { StatCard } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'

export default function TenantDashboard({ totalUsers }: { totalUsers: number }) {
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
      </div>
    </>
  )
}
