import { useState } from 'react'
import { Link, router } from '@inertiajs/react'
import type { MemberPanelData } from '~/components/contact_members/types'
import { SegmentWayLabel } from '~/components/contact_members/segment_way'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DeviceTable } from '~/components/contact_members/device_table'
import { PlainTable } from '~/components/ui/plain_table'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

type Pending = 'devices' | 'block' | null

const STATUS_CLASSES = {
  active: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  left: 'bg-gray-100 text-gray-700 dark:bg-gray-700 dark:text-gray-100',
  blocked: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
} as const

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold text-gray-900 dark:text-white">{title}</h3>
      {children}
    </section>
  )
}

/**
 * The contact page's "Membru" panel: member since, status, devices (all signed out after a
 * confirmation), block or unblock in the community, quiz answers, segments and how each was
 * reached, tickets.
 */
export function MemberPanel({
  contactUid,
  name,
  member,
}: {
  contactUid: string
  name: string
  member: MemberPanelData
}) {
  const t = useT()
  const [asking, setAsking] = useState<Pending>(null)
  const [processing, setProcessing] = useState(false)

  function send(method: 'delete' | 'post', url: string) {
    router.visit(url, {
      method,
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => {
        setProcessing(false)
        setAsking(null)
      },
    })
  }

  const unblock = () => send('delete', urlFor('contact_members.unblock', { uid: contactUid }))

  return (
    <Card className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('contact_members.panel')}
          </h2>
          <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-gray-500 dark:text-gray-400">{t('contact_members.since')}</dt>
              <dd data-testid="member-since">{formatDateTime(member.joinedAt)}</dd>
            </div>
            <div>
              <dt className="text-gray-500 dark:text-gray-400">{t('contact_members.status')}</dt>
              <dd>
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[member.status]}`}
                  data-testid="member-status"
                >
                  {t(`contact_members.statuses.${member.status}`)}
                </span>
                {member.blockedAt && (
                  <span className="ml-2 text-xs text-gray-500 dark:text-gray-400">
                    {t('contact_members.blocked_since', {
                      date: formatDateTime(member.blockedAt),
                    })}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-gray-500 dark:text-gray-400">
                {t('contact_members.account_email')}
              </dt>
              <dd>{member.email}</dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          {member.status === 'blocked' ? (
            <Button variant="secondary" processing={processing} onPress={unblock}>
              {t('contact_members.unblock')}
            </Button>
          ) : (
            <Button variant="danger" onPress={() => setAsking('block')}>
              {t('contact_members.block')}
            </Button>
          )}
        </div>
      </div>

      <Section title={t('contact_members.devices.title')}>
        <DeviceTable devices={member.devices} />
        {member.devices.length > 0 && member.status !== 'left' && (
          <Button variant="danger" onPress={() => setAsking('devices')}>
            {t('contact_members.devices.end_all')}
          </Button>
        )}
      </Section>

      <Section title={t('contact_members.answers.title')}>
        <PlainTable
          label={t('contact_members.answers.title')}
          rows={member.answers}
          rowKey={(row) => row.key}
          emptyText={t('contact_members.answers.empty')}
          columns={[
            {
              key: 'quiz',
              label: t('contact_members.answers.quiz'),
              isRowHeader: true,
              cell: (row) => (
                <Link className="underline" href={urlFor('quizzes.show', { uid: row.quiz.uid })}>
                  {row.quiz.name}
                </Link>
              ),
            },
            {
              key: 'question',
              label: t('contact_members.answers.question'),
              cell: (row) => row.question,
            },
            {
              key: 'answer',
              label: t('contact_members.answers.answer'),
              cell: (row) => row.answer,
            },
            {
              key: 'when',
              label: t('contact_members.answers.when'),
              cell: (row) => formatDateTime(row.answeredAt),
            },
          ]}
        />
      </Section>

      <Section title={t('contact_members.segments.title')}>
        <PlainTable
          label={t('contact_members.segments.title')}
          rows={member.segments}
          rowKey={(row) => `${row.segment.uid}-${row.source}-${row.quiz?.uid ?? ''}`}
          emptyText={t('contact_members.segments.empty')}
          columns={[
            {
              key: 'segment',
              label: t('contact_members.segments.segment'),
              isRowHeader: true,
              cell: (row) => (
                <Link
                  className="underline"
                  href={urlFor('segment_contacts.index', { uid: row.segment.uid })}
                >
                  {`${row.segment.name} (${row.segment.code})`}
                </Link>
              ),
            },
            {
              key: 'how',
              label: t('contact_members.segments.how'),
              cell: (row) => <SegmentWayLabel way={row} />,
            },
            {
              key: 'when',
              label: t('contact_members.segments.when'),
              cell: (row) => formatDateTime(row.addedAt),
            },
          ]}
        />
      </Section>

      <Section title={t('contact_members.tickets.title')}>
        <PlainTable
          label={t('contact_members.tickets.title')}
          rows={member.tickets}
          rowKey={(row) => row.uid}
          emptyText={t('contact_members.tickets.empty')}
          columns={[
            {
              key: 'event',
              label: t('contact_members.tickets.event'),
              isRowHeader: true,
              cell: (row) => row.event.name,
            },
            {
              key: 'starts',
              label: t('contact_members.tickets.starts'),
              cell: (row) => formatDateTime(row.startsAt),
            },
            {
              key: 'status',
              label: t('contact_members.tickets.status'),
              cell: (row) => t(`events.attendees.statuses.${row.status}`),
            },
          ]}
        />
      </Section>

      <ConfirmDialog
        isOpen={asking === 'devices'}
        onOpenChange={(open) => !open && setAsking(null)}
        processing={processing}
        confirmLabel={t('contact_members.devices.end_all_label')}
        message={t('contact_members.devices.end_all_confirm', { name })}
        onConfirm={() =>
          send('delete', urlFor('contact_members.devices.destroy', { uid: contactUid }))
        }
      />
      <ConfirmDialog
        isOpen={asking === 'block'}
        onOpenChange={(open) => !open && setAsking(null)}
        processing={processing}
        confirmLabel={t('contact_members.block_label')}
        message={t('contact_members.block_confirm', { name })}
        onConfirm={() => send('post', urlFor('contact_members.block', { uid: contactUid }))}
      />
    </Card>
  )
}
