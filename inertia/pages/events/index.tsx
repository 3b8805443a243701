import type { Data } from '@generated/data'
import { Link, router } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { LinkButton } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { formatAmount, formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'

/** An event as the table shows it (app/transformers/events/event_transformer.ts). */
export type EventRow = Data.Events.Event.Variants['toRow']

/** /events, "Pagina evenimente / Evenimentele mele": search, sort by dates, delete, duplicate. */
export default function EventsIndex({
  events,
  meta,
  state,
}: {
  events: EventRow[]
  meta: ListMeta
  state: ListViewState
}) {
  const t = useT()
  const deletion = useDeleteConfirmation<EventRow>((row) =>
    urlFor('events.destroy', { uid: row.uid })
  )

  /** "Duplică": the copy opens in the editor (the server redirects there). */
  function duplicate(row: EventRow) {
    router.post(urlFor('events.duplicate', { uid: row.uid }))
  }

  return (
    <>
      <PageHeader
        title={t('events.title')}
        heading={t('events.list_heading')}
        actions={<LinkButton href={urlFor('events.create')}>{t('events.add')}</LinkButton>}
      />
      <DataTable
        label={t('events.table_label')}
        rows={events}
        meta={meta}
        state={state}
        rowClassName={(row) => (row.ended ? 'text-gray-500 dark:text-gray-400' : '')}
        emptyText={t('events.empty')}
        columns={[
          { key: 'id', label: t('events.columns.id') },
          {
            key: 'name',
            label: t('events.columns.name'),
            isRowHeader: true,
            render: (row) => (
              <span className="inline-flex items-center gap-2">
                <Link
                  href={urlFor('events.edit', { uid: row.uid })}
                  className="text-brand-600 dark:text-brand-400 hover:underline"
                  aria-label={t('events.open', { name: row.name })}
                >
                  {row.name}
                </Link>
                {row.ended && (
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600 dark:bg-gray-700 dark:text-gray-200">
                    {t('events.past_badge')}
                  </span>
                )}
              </span>
            ),
            phoneDetail: (row) => [`${formatDateTime(row.startAt)} – ${formatDateTime(row.endAt)}`],
          },
          {
            key: 'start_at',
            label: t('events.columns.start_at'),
            sortable: true,
            render: (row) => formatDateTime(row.startAt),
          },
          {
            key: 'end_at',
            label: t('events.columns.end_at'),
            sortable: true,
            render: (row) => formatDateTime(row.endAt),
          },
          { key: 'attendeesLimit', label: t('events.columns.attendees_limit') },
          {
            key: 'attendees_price',
            label: t('events.columns.attendees_price'),
            render: (row) => formatAmount(row.attendeesPrice),
          },
          {
            key: 'actions',
            label: t('events.columns.actions'),
            render: (row) => (
              <RowActions
                name={row.name}
                edit={{
                  ariaLabel: t('events.edit', { name: row.name }),
                  href: urlFor('events.edit', { uid: row.uid }),
                }}
                more={[
                  {
                    label: t('events.duplicate_label'),
                    ariaLabel: t('events.duplicate', { name: row.name }),
                    onAction: () => duplicate(row),
                  },
                ]}
                remove={{
                  ariaLabel: t('events.delete', { name: row.name }),
                  onAction: () => deletion.ask(row),
                }}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        {...deletion.dialog}
        message={deletion.target && t('events.delete_confirm', { name: deletion.target.name })}
      />
    </>
  )
}
