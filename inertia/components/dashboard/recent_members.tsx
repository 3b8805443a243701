import { Link } from '@inertiajs/react'
import { Card } from '~/components/ui/card'
import { formatDate } from '~/lib/format'
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
    <Card className="mt-6">
      <section aria-labelledby="dashboard-recent-members">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="dashboard-recent-members" className="text-lg font-semibold">
            {t('dashboard.recent_members.title')}
          </h2>
          <span
            className="text-3xl font-bold text-gray-900 dark:text-white"
            data-testid="recent-members"
          >
            {members.count.toLocaleString('ro-RO')}
          </span>
        </div>
        {members.latest.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">
            {t('dashboard.recent_members.none')}
          </p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {members.latest.map((member) => (
              <li key={member.contactUid}>
                <Link
                  className="underline"
                  href={urlFor('contacts.show', { uid: member.contactUid })}
                >
                  {member.name}
                </Link>{' '}
                <span className="text-gray-500 dark:text-gray-400">
                  {t('dashboard.recent_members.joined', { date: formatDate(member.joinedAt) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  )
}
