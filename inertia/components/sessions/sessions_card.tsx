import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { UserActionCard } from '~/components/users/user_action_card'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export type SessionRow = {
  id: string
  browser: string | null
  system: string | null
  mobile: boolean
  ip: string | null
  signedInAt: string
  lastSeenAt: string | null
  remembered: boolean
  current: boolean
}

/** What is about to be ended: one other session (its row) or all the others. */
type Ending = { kind: 'one'; session: SessionRow } | { kind: 'others' }

type T = ReturnType<typeof useT>

function deviceOf(t: T, session: SessionRow) {
  if (session.browser && session.system)
    return t('sessions.on_system', { browser: session.browser, system: session.system })
  return session.browser ?? session.system ?? t('sessions.unknown_device')
}

/**
 * My account's sessions: where the user is signed in, this session marked; end one other or all
 * the others. After a password or second-factor change (`offer`), a notice offers the latter.
 */
export function SessionsCard({ sessions, offer }: { sessions: SessionRow[]; offer: boolean }) {
  const t = useT()
  const [ending, setEnding] = useState<Ending | null>(null)
  const [processing, setProcessing] = useState(false)
  const [offered, setOffered] = useState(offer)
  const others = sessions.filter((session) => !session.current).length

  const end = () => {
    if (!ending) return
    const url =
      ending.kind === 'one'
        ? urlFor('my_account.sessions.destroy', { uid: ending.session.id })
        : urlFor('my_account.sessions.destroy_others')
    router.delete(url, {
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => {
        setProcessing(false)
        setEnding(null)
        setOffered(false)
      },
    })
  }

  return (
    <Card className="space-y-4 lg:col-span-3">
      <div>
        <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
          {t('sessions.title')}
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('sessions.subtitle')}</p>
      </div>

      {offered && others > 0 && (
        <div
          role="status"
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-semibold">{t('sessions.offer_title')}</p>
          <p>{t('sessions.offer_text')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" onPress={() => setEnding({ kind: 'others' })}>
              {t('sessions.end_others')}
            </Button>
            <Button variant="secondary" onPress={() => setOffered(false)}>
              {t('sessions.offer_dismiss')}
            </Button>
          </div>
        </div>
      )}

      <ul
        className="divide-y divide-gray-200 dark:divide-gray-700"
        aria-label={t('sessions.title')}
      >
        {sessions.map((session) => {
          const device = deviceOf(t, session)
          return (
            <li
              key={session.id}
              data-testid="session-row"
              className="flex flex-wrap items-start justify-between gap-3 py-3"
            >
              <div className="space-y-1 text-sm">
                <p className="font-medium text-gray-900 dark:text-white">
                  {device}
                  {session.current && (
                    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs text-green-800 dark:bg-green-900 dark:text-green-100">
                      {t('sessions.this_session')}
                    </span>
                  )}
                </p>
                <p className="text-gray-600 dark:text-gray-300">
                  {t('sessions.ip')}: {session.ip ?? '—'} · {t('sessions.signed_in_at')}:{' '}
                  {formatDateTime(session.signedInAt)} · {t('sessions.last_seen')}:{' '}
                  {formatDateTime(session.lastSeenAt ?? session.signedInAt)}
                </p>
                <p className="text-gray-500 dark:text-gray-400">
                  {session.remembered ? t('sessions.remembered') : t('sessions.not_remembered')}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  aria-label={t('sessions.end_label', { device })}
                  onPress={() => setEnding({ kind: 'one', session })}
                >
                  {t('sessions.end')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>

      {others > 0 ? (
        <Button variant="danger" onPress={() => setEnding({ kind: 'others' })}>
          {t('sessions.end_others')}
        </Button>
      ) : (
        <p className="text-sm text-gray-500 dark:text-gray-400">{t('sessions.no_others')}</p>
      )}

      <ConfirmDialog
        isOpen={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={ending?.kind === 'one' ? t('sessions.end') : t('sessions.end_others')}
        message={
          ending?.kind === 'one'
            ? t('sessions.end_confirm', { device: deviceOf(t, ending.session) })
            : t('sessions.end_others_confirm')
        }
        confirmLabel={ending?.kind === 'one' ? t('sessions.end') : t('sessions.end_others')}
        processing={processing}
        onConfirm={end}
      />
    </Card>
  )
}

/** A user's edit page (super-admin): how many sessions are open, and end them all. */
export function AdminSessionsCard({ uid, openSessions }: { uid: string; openSessions: number }) {
  const t = useT()
  return (
    <UserActionCard
      title={t('sessions.admin_title')}
      status={t('sessions.admin_count', { count: openSessions })}
      action={t('sessions.admin_end')}
      confirm={t('sessions.admin_end_confirm')}
      url={urlFor('admin.users.sessions.destroy', { uid })}
    />
  )
}
