import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { LinkButton } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'

/** A segment as the table and the form see it (app/transformers/segments/segment_transformer.ts). */
export type SegmentRow = Data.Segments.Segment.Variants['toRow']

/** /segments, "Pagina segmente": the community's segments with search. */
export default function SegmentsIndex({
  segments,
  meta,
  state,
}: {
  segments: SegmentRow[]
  meta: ListMeta
  state: ListViewState
}) {
  const t = useT()
  const deletion = useDeleteConfirmation<SegmentRow>((row) =>
    urlFor('segments.destroy', { uid: row.uid })
  )
  return (
    <>
      <PageHeader
        title={t('segments.title')}
        actions={<LinkButton href={urlFor('segments.create')}>{t('segments.add')}</LinkButton>}
      />
      <DataTable
        label={t('segments.table_label')}
        rows={segments}
        meta={meta}
        state={state}
        emptyText={t('segments.empty')}
        columns={[
          { key: 'id', label: t('segments.columns.id'), sortable: true },
          {
            key: 'name',
            label: t('segments.columns.name'),
            sortable: true,
            isRowHeader: true,
            render: (row) => (
              <Link
                href={urlFor('segments.show', { uid: row.uid })}
                className="text-brand-600 dark:text-brand-400 hover:underline"
                aria-label={t('segments.open', { code: row.code })}
              >
                {row.name}
              </Link>
            ),
            phoneDetail: (row) => [row.code],
          },
          { key: 'code', label: t('segments.columns.code'), sortable: true },
          { key: 'priority', label: t('segments.columns.priority'), sortable: true },
          {
            key: 'actions',
            label: t('segments.columns.actions'),
            render: (row) => (
              <RowActions
                name={row.code}
                edit={{
                  ariaLabel: t('segments.edit', { code: row.code }),
                  href: urlFor('segments.show', { uid: row.uid }),
                }}
                remove={{
                  ariaLabel: t('segments.delete', { code: row.code }),
                  onAction: () => deletion.ask(row),
                }}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        {...deletion.dialog}
        message={deletion.target && t('segments.delete_confirm', { code: deletion.target.code })}
      />
    </>
  )
}
