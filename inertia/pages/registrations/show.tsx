import { useState } from 'react'
import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { Button, buttonClasses } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { PageHeader } from '~/components/ui/page_header'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'

type Props = {
  registration: Data.Events.EventRegistration.Variants['toPublic']
  /** The signed links of the page's actions. */
  links: { confirm: string; accept: string; cancel: string }
  ticket: { code: string; qr: string; checkedInAt: string | null } | null
}

/** A person's registration, opened from their e-mail (no account): its state, the ticket's QR. */
export default function RegistrationPage({ registration, links, ticket }: Props) {
  const t = useT()
  const [cancelling, setCancelling] = useState(false)
  const post = (url: string) => router.post(url, {}, { preserveScroll: true })
  const open = registration.status !== 'cancelled' && registration.status !== 'checked_in'
  const { event } = registration

  return (
    <>
      <PageHeader variant="card" title={t('events.attendees.page.title')} className="" />
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-500">{t('events.attendees.page.event')}</dt>
        <dd className="font-medium">{event.name}</dd>
        <dt className="text-gray-500">{t('events.attendees.page.when')}</dt>
        <dd>{formatDateTime(event.startAt)}</dd>
        {event.address && (
          <>
            <dt className="text-gray-500">{t('events.attendees.page.place')}</dt>
            <dd>{event.address}</dd>
          </>
        )}
        <dt className="text-gray-500">{t('events.attendees.page.status')}</dt>
        <dd data-testid="registration-status">
          {t(`events.attendees.statuses.${registration.status}`)}
        </dd>
      </dl>

      {ticket && (
        <section className="mt-6 text-center" aria-label={t('events.attendees.page.ticket')}>
          <h2 className="mb-2 font-semibold">{t('events.attendees.page.ticket')}</h2>
          <img
            src={ticket.qr}
            width={240}
            height={240}
            alt={t('events.attendees.page.qr')}
            className="mx-auto"
          />
          <p className="mt-2 font-mono text-lg tracking-wider">
            <span className="sr-only">{t('events.attendees.page.ticket_code')}: </span>
            {ticket.code}
          </p>
          {ticket.checkedInAt && (
            <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">
              {t('events.attendees.page.checked_in', { time: formatDateTime(ticket.checkedInAt) })}
            </p>
          )}
        </section>
      )}

      {registration.status === 'held' && registration.heldUntil && (
        <div className="mt-6 space-y-3">
          <p className="text-sm">
            {t('events.attendees.page.held_until', {
              time: formatDateTime(registration.heldUntil),
            })}
          </p>
          <a href={links.confirm} className={buttonClasses('primary')}>
            {t('events.attendees.page.confirm')}
          </a>
        </div>
      )}

      {registration.status === 'offered' && registration.offerExpiresAt && (
        <div className="mt-6 space-y-3">
          <p className="text-sm">
            {t('events.attendees.page.offer_until', {
              time: formatDateTime(registration.offerExpiresAt),
            })}
          </p>
          <Button onPress={() => post(links.accept)}>{t('events.attendees.page.accept')}</Button>
        </div>
      )}

      {open && (
        <div className="mt-6">
          <Button variant="secondary" onPress={() => setCancelling(true)}>
            {t('events.attendees.page.cancel')}
          </Button>
          <ConfirmDialog
            isOpen={cancelling}
            onOpenChange={setCancelling}
            message={t('events.attendees.page.cancel_confirm')}
            confirmLabel={t('events.attendees.page.cancel')}
            onConfirm={() => {
              setCancelling(false)
              post(links.cancel)
            }}
          />
        </div>
      )}
    </>
  )
}
