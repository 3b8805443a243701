import { useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { ServerForm } from '~/components/forms/server_form'
import { Button, LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { ExportLinks, type ExportFormat } from '~/components/ui/export_links'
import { RowActions } from '~/components/ui/row_actions'
import { SearchSelect } from '~/components/ui/search_select'
import { Select } from '~/components/ui/select'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export type AttendeeRow = Data.Events.EventRegistration.Variants['toRow']

const STATUSES = ['held', 'confirmed', 'waiting', 'offered', 'cancelled', 'checked_in'] as const
type Status = (typeof STATUSES)[number]

export type AttendeesTabProps = {
  uid: string
  counts: Record<Status, number> & { limit: number }
  rows: AttendeeRow[]
  meta: ListMeta
  state: ListViewState & { status: string }
}

/**
 * The Participanți tab: the counts, the table (search, state, sort, page sizes), a contact
 * added by hand, and each row's actions (cancel, move up from the waiting list, send the ticket
 * again); CSV/XLSX of the current view; the check-in screen.
 */
export function AttendeesTab({ uid, counts, rows, meta, state }: AttendeesTabProps) {
  const t = useT()
  const add = useForm<{ attendee_contact_id: number | null }>({ attendee_contact_id: null })
  const [cancelling, setCancelling] = useState<AttendeeRow | null>(null)
  const params = { tab: 'attendees', ...(state.status ? { status: state.status } : {}) }
  const post = (url: string) =>
    router.post(url, {}, { preserveScroll: true, onFinish: () => setCancelling(null) })
  const places = counts.held + counts.confirmed + counts.offered + counts.checked_in
  const exportQuery = new URLSearchParams({
    ...(state.search ? { search: state.search } : {}),
    ...(state.status ? { status: state.status } : {}),
  }).toString()
  const exportUrl = (format: ExportFormat) =>
    `${urlFor('events.attendees.export', { uid, format })}${exportQuery ? `?${exportQuery}` : ''}`

  return (
    <div className="space-y-6">
      <Card>
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3 lg:grid-cols-6">
          <div>
            <dt className="text-gray-500">{t('events.attendees.tab.counts.places')}</dt>
            <dd className="text-lg font-semibold" data-testid="places-taken">
              {counts.limit
                ? t('events.attendees.tab.counts.of_limit', { taken: places, limit: counts.limit })
                : places}
            </dd>
          </div>
          {(['confirmed', 'held', 'waiting', 'cancelled', 'checked_in'] as const).map((status) => (
            <div key={status}>
              <dt className="text-gray-500">{t(`events.attendees.statuses.${status}`)}</dt>
              <dd className="text-lg font-semibold" data-testid={`count-${status}`}>
                {counts[status]}
              </dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card>
        <ServerForm
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={() =>
            add.post(urlFor('events.attendees.store', { uid }), {
              preserveScroll: true,
              onSuccess: () => add.reset(),
            })
          }
        >
          <div className="grow">
            <SearchSelect
              name="attendee_contact_id"
              label={t('events.attendees.tab.add_label')}
              description={t('events.attendees.tab.add_hint')}
              url={urlFor('contacts.options')}
              value={add.data.attendee_contact_id}
              onChange={(value) => {
                add.setData('attendee_contact_id', value === null ? null : Number(value))
                add.clearErrors('attendee_contact_id')
              }}
              error={add.errors.attendee_contact_id}
              isRequired
            />
          </div>
          <Button type="submit" processing={add.processing}>
            {t('events.attendees.tab.add')}
          </Button>
        </ServerForm>
      </Card>

      <DataTable
        label={t('events.attendees.tab.table_label')}
        rows={rows}
        meta={meta}
        state={state}
        params={params}
        only={['attendees']}
        emptyText={t('events.attendees.tab.empty')}
        toolbar={
          <div className="flex flex-wrap items-end gap-2">
            <div className="w-56">
              <Select
                label={t('events.attendees.tab.status_filter')}
                options={[
                  { value: 'all', label: t('events.attendees.tab.all') },
                  ...STATUSES.map((status) => ({
                    value: status,
                    label: t(`events.attendees.statuses.${status}`),
                  })),
                ]}
                value={state.status || 'all'}
                onChange={(value) =>
                  router.get(
                    window.location.pathname,
                    {
                      tab: 'attendees',
                      ...(value && value !== 'all' ? { status: String(value) } : {}),
                      ...(state.search ? { search: state.search } : {}),
                      sort: state.sort,
                      direction: state.direction,
                      per_page: state.perPage,
                    },
                    {
                      only: ['attendees'],
                      preserveState: true,
                      preserveScroll: true,
                      replace: true,
                    }
                  )
                }
              />
            </div>
            <ExportLinks href={exportUrl} freshConfirmation />
            <LinkButton href={urlFor('events.check_in', { uid })}>
              {t('events.attendees.tab.check_in')}
            </LinkButton>
          </div>
        }
        columns={[
          {
            key: 'last_name',
            label: t('events.attendees.tab.columns.name'),
            sortable: true,
            isRowHeader: true,
            render: (row) => `${row.firstName} ${row.lastName}`,
            phoneDetail: (row) => [row.email],
          },
          { key: 'email', label: t('events.attendees.tab.columns.email'), sortable: true },
          {
            key: 'phone',
            label: t('events.attendees.tab.columns.phone'),
            render: (row) => row.phone ?? '',
          },
          {
            key: 'status',
            label: t('events.attendees.tab.columns.status'),
            sortable: true,
            render: (row) => t(`events.attendees.statuses.${row.status}`),
          },
          {
            key: 'created_at',
            label: t('events.attendees.tab.columns.created_at'),
            sortable: true,
            render: (row) => formatDateTime(row.createdAt),
          },
          {
            key: 'checked_in_at',
            label: t('events.attendees.tab.columns.checked_in_at'),
            render: (row) => formatDateTime(row.checkedInAt),
          },
          {
            key: 'actions',
            label: t('events.attendees.tab.columns.actions'),
            render: (row) => {
              const name = `${row.firstName} ${row.lastName}`
              const more = []
              if (row.status === 'waiting' || row.status === 'offered') {
                more.push({
                  label: t('events.attendees.tab.move_up'),
                  ariaLabel: t('events.attendees.tab.move_up_label', { name }),
                  onAction: () => post(urlFor('attendees.move_up', { uid: row.uid })),
                })
              }
              if (row.status === 'confirmed' || row.status === 'checked_in') {
                more.push({
                  label: t('events.attendees.tab.resend'),
                  ariaLabel: t('events.attendees.tab.resend_label', { name }),
                  onAction: () => post(urlFor('attendees.resend', { uid: row.uid })),
                })
              }
              if (row.status !== 'cancelled' && row.status !== 'checked_in') {
                more.push({
                  label: t('events.attendees.tab.cancel'),
                  ariaLabel: t('events.attendees.tab.cancel_label', { name }),
                  destructive: true,
                  onAction: () => setCancelling(row),
                })
              }
              return more.length ? <RowActions name={name} more={more} /> : null
            },
          },
        ]}
      />
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        message={
          cancelling &&
          t('events.attendees.tab.cancel_confirm', {
            name: `${cancelling.firstName} ${cancelling.lastName}`,
          })
        }
        confirmLabel={t('events.attendees.tab.cancel')}
        onConfirm={() => cancelling && post(urlFor('attendees.cancel', { uid: cancelling.uid }))}
      />
    </div>
  )
}
