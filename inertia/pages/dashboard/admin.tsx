import { PageHeader } from '~/components/ui/page_header'
import { StatCard } from '~/components/ui/card'
import { useT } from '~/lib/i18n'

export default function AdminDashboard({
  totalUsers,
  totalOrganizations,
}: {
  totalUsers: number
  totalOrganizations: number
}) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('dashboard.total_users')} value={totalUsers} testId="total-users" />
        <StatCard
          label={t('dashboard.total_organizations')}
          value={totalOrganizations}
          testId="total-organizations"
        />
      </div>
    </>
  )
}
