import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { LinkButton } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'
import { StateBadge } from '~/components/lots/state_badge'

export type LotRow = Data.Lots.Lot.Variants['toRow']

/** /lots, "Licitații": the community's lots with their cars' and bids' counts. */
export default function LotsIndex({
  lots,
  meta,
  state,
}: {
  lots: LotRow[]
  meta: ListMeta
  state: ListViewState
}) {
  const t = useT()
  const deletion = useDeleteConfirmation<LotRow>((row) => urlFor('lots.destroy', { uid: row.uid }))
  return (
    <>
      <PageHeader
        title={t('lots.title')}
        actions={<LinkButton href={urlFor('lots.create')}>{t('lots.add')}</LinkButton>}
      />
      <DataTable
        label={t('lots.table_label')}
        rows={lots}
        meta={meta}
        state={state}
        emptyText={t('lots.empty')}
        columns={[
          {
            key: 'title',
            label: t('lots.columns.title'),
            sortable: true,
            isRowHeader: true,
            render: (row) => (
              <Link
                href={urlFor('lots.show', { uid: row.uid })}
                className="text-brand-600 dark:text-brand-400 hover:underline"
                aria-label={t('lots.open', { title: row.title })}
              >
                {row.title}
              </Link>
            ),
            phoneDetail: (row) => [
              `${formatDateTime(row.startsAt)} – ${formatDateTime(row.endsAt)}`,
            ],
          },
          {
            key: 'starts_at',
            label: t('lots.columns.starts_at'),
            sortable: true,
            render: (row) => formatDateTime(row.startsAt),
          },
          {
            key: 'ends_at',
            label: t('lots.columns.ends_at'),
            sortable: true,
            render: (row) => formatDateTime(row.endsAt),
          },
          {
            key: 'state',
            label: t('lots.columns.state'),
            render: (row) => <StateBadge state={row.state} label={t(`lots.states.${row.state}`)} />,
          },
          {
            key: 'cars',
            label: t('lots.columns.cars'),
            sortable: true,
            render: (row) => row.carCount,
          },
          { key: 'bids', label: t('lots.columns.bids'), render: (row) => row.bidCount },
          {
            key: 'actions',
            label: t('lots.columns.actions'),
            render: (row) => (
              <RowActions
                name={row.title}
                edit={{
                  ariaLabel: t('lots.edit', { title: row.title }),
                  href: urlFor('lots.show', { uid: row.uid }),
                }}
                remove={{
                  ariaLabel: t('lots.delete', { title: row.title }),
                  onAction: () => deletion.ask(row),
                }}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        {...deletion.dialog}
        message={deletion.target && t('lots.delete_confirm', { title: deletion.target.title })}
      />
    </>
  )
}
