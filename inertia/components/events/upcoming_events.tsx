import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { Card } from '~/components/ui/card'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** The dashboard's next three events (not ended, soonest first), each opening its editor. */
export function UpcomingEvents({ events }: { events: Data.Events.Event.Variants['toRow'][] }) {
  const t = useT()
  return (
    <Card className="mt-6">
      <section aria-labelledby="upcoming-events">
        <div className="mb-3 flex items-baseline justify-between gap-2">
          <h2 id="upcoming-events" className="text-base font-semibold">
            {t('events.dashboard_title')}
          </h2>
          <Link
            href={urlFor('events.index')}
            className="text-sm text-brand-600 dark:text-brand-400 hover:underline"
          >
            {t('events.dashboard_all')}
          </Link>
        </div>
        {events.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('events.dashboard_empty')}</p>
        ) : (
          <ul
            className="divide-y divide-gray-200 dark:divide-gray-700"
            data-testid="upcoming-events"
          >
            {events.map((event) => (
              <li key={event.uid} className="flex flex-wrap justify-between gap-2 py-2">
                <Link
                  href={urlFor('events.edit', { uid: event.uid })}
                  className="font-medium text-brand-600 dark:text-brand-400 hover:underline"
                >
                  {event.name}
                </Link>
                <span className="text-sm text-gray-600 tabular-nums dark:text-gray-300">
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
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  )
}
