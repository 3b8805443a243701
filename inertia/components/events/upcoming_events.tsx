import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { DashboardList } from '~/components/dashboard/dashboard_list'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** The dashboard's next three events (not ended, soonest first), each opening its editor. */
export function UpcomingEvents({ events }: { events: Data.Events.Event.Variants['toRow'][] }) {
  const t = useT()
  return (
    <DashboardList
      id="upcoming-events"
      title={t('events.dashboard_title')}
      aside={
        <Link
          href={urlFor('events.index')}
          className="text-sm text-brand-600 dark:text-brand-400 hover:underline"
        >
          {t('events.dashboard_all')}
        </Link>
      }
      empty={t('events.dashboard_empty')}
      testId="upcoming-events"
      items={events.map((event) => ({
        key: event.uid,
        href: urlFor('events.edit', { uid: event.uid }),
        label: event.name,
        detail: (
          <>
            {formatDateTime(event.startAt)} – {formatDateTime(event.endAt)}
            {event.confirmed !== null && event.attendeesLimit > 0 && (
              <>
                {' · '}
                {t('events.dashboard_confirmed', {
                  taken: event.confirmed,
                  limit: event.attendeesLimit,
                })}
              </>
            )}
          </>
        ),
      }))}
    />
  )
}
