import { DashboardList } from '~/components/dashboard/dashboard_list'
import { formatDate, formatDecimal } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export type RecentMembersData = {
  count: number
  latest: { contactUid: string; name: string; joinedAt: string | null }[]
}

/** The members who joined the community in the last 30 days: how many, the latest few. */
export function RecentMembers({ members }: { members: RecentMembersData }) {
  const t = useT()
  return (
    <DashboardList
      id="dashboard-recent-members"
      title={t('dashboard.recent_members.title')}
      aside={
        <span
          className="text-3xl font-bold text-gray-900 dark:text-white"
          data-testid="recent-members"
        >
          {formatDecimal(members.count, 0)}
        </span>
      }
      empty={t('dashboard.recent_members.none')}
      items={members.latest.map((member) => ({
        key: member.contactUid,
        href: urlFor('contacts.show', { uid: member.contactUid }),
        label: member.name,
        detail: t('dashboard.recent_members.joined', { date: formatDate(member.joinedAt) }),
      }))}
    />
  )
}
