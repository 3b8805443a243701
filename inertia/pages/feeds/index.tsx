import type { Data } from '@generated/data'
import { Link, router } from '@inertiajs/react'
import type { FeedType } from '@shared/feeds'
import { PageHeader } from '~/components/ui/page_header'
import { LinkButton } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { Select, type Option } from '~/components/ui/select'
import { Switch } from '~/components/ui/switch'
import { DataTable, TextCell, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { FeedTypeIcon } from '~/components/feeds/feed_type_icon'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'

/** A feed item as the table shows it (app/transformers/feeds/feed_transformer.ts). */
export type FeedRow = Data.Feeds.Feed.Variants['toRow']

/** The type filter's first option: every type (no `?type=`). */
const ALL_TYPES = 'all'

type Props = {
  feeds: FeedRow[]
  meta: ListMeta
  state: ListViewState & { type: FeedType | null; deleted: boolean }
  options: { types: Option[]; visibilities: Option[] }
}

/**
 * /feeds, "Pagina feeds / Feed-urile mele": search, the type filter, the deleted items (a filter
 * of their own), soft delete with confirmation and restore; a scheduled item shows its time.
 */
export default function FeedsIndex({ feeds, meta, state, options }: Props) {
  const t = useT()
  const deletion = useDeleteConfirmation<FeedRow>((row) =>
    urlFor('feeds.soft_delete', { uid: row.uid })
  )
  const label = (list: Option[], value: string) =>
    list.find((option) => option.value === value)?.label ?? value
  const params: Record<string, string> = {}
  if (state.type) params.type = state.type
  if (state.deleted) params.deleted = '1'

  function filter(next: { type?: FeedType | null; deleted?: boolean }) {
    const type = next.type === undefined ? state.type : next.type
    const deleted = next.deleted ?? state.deleted
    const query: Record<string, string | number> = {
      sort: state.sort,
      direction: state.direction,
      per_page: state.perPage,
    }
    if (state.search) query.search = state.search
    if (type) query.type = type
    if (deleted) query.deleted = '1'
    router.get(urlFor('feeds.index'), query, {
      preserveState: true,
      preserveScroll: true,
      replace: true,
    })
  }

  function restore(row: FeedRow) {
    router.post(urlFor('feeds.restore', { uid: row.uid }), {}, { preserveScroll: true })
  }

  return (
    <>
      <PageHeader
        title={t('feeds.title')}
        heading={t('feeds.heading')}
        breadcrumbs={[{ label: t('feeds.title') }, { label: t('feeds.heading') }]}
        actions={<LinkButton href={urlFor('feeds.create')}>{t('feeds.add')}</LinkButton>}
      />
      <DataTable
        label={t('feeds.table_label')}
        rows={feeds}
        meta={meta}
        state={state}
        params={params}
        rowClassName={(row) =>
          row.deletedAt ? 'bg-red-50/60 text-gray-500 dark:bg-red-950/30' : ''
        }
        emptyText={t(state.deleted ? 'feeds.empty_deleted' : 'feeds.empty')}
        toolbar={
          <div className="flex flex-wrap items-end gap-4">
            <div className="w-48">
              <Select
                name="type"
                label={t('feeds.type_filter')}
                options={[{ value: ALL_TYPES, label: t('feeds.all_types') }, ...options.types]}
                value={state.type ?? ALL_TYPES}
                onChange={(value) =>
                  filter({ type: value && value !== ALL_TYPES ? (value as FeedType) : null })
                }
              />
            </div>
            <Switch
              name="deleted"
              label={t('feeds.show_deleted')}
              isSelected={state.deleted}
              onChange={(deleted) => filter({ deleted })}
            />
          </div>
        }
        columns={[
          { key: 'id', label: t('feeds.columns.id'), sortable: true },
          {
            key: 'text',
            label: t('feeds.columns.text'),
            isRowHeader: true,
            render: (row) => (
              <span className="inline-flex items-center gap-3">
                {row.thumbnailUrl ? (
                  <img
                    src={row.thumbnailUrl}
                    alt={label(options.types, row.type)}
                    title={label(options.types, row.type)}
                    className="size-8 shrink-0 rounded-md object-cover"
                    loading="lazy"
                  />
                ) : (
                  <FeedTypeIcon type={row.type} label={label(options.types, row.type)} />
                )}
                <span className="inline-flex min-w-0 flex-col">
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <Link
                      href={urlFor('feeds.show', { uid: row.uid })}
                      className={
                        row.deletedAt
                          ? 'line-through'
                          : 'text-brand-600 dark:text-brand-400 hover:underline'
                      }
                      aria-label={t('feeds.open', { id: row.id })}
                    >
                      {row.text ? <TextCell value={row.text} /> : `#${row.id}`}
                    </Link>
                    {row.scheduledFor && row.pending && (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900 dark:text-amber-100">
                        {t('feeds.scheduled_badge', { time: formatDateTime(row.scheduledFor) })}
                      </span>
                    )}
                    {row.deletedAt && (
                      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-700 dark:bg-red-900 dark:text-red-100">
                        {t('feeds.deleted_badge')}
                      </span>
                    )}
                  </span>
                  {row.caption && (
                    <span className="text-sm text-gray-500 dark:text-gray-400">
                      <TextCell value={row.caption} />
                    </span>
                  )}
                </span>
              </span>
            ),
          },
          {
            key: 'visibility',
            label: t('feeds.columns.visibility'),
            render: (row) =>
              `${label(options.visibilities, row.visibility)} (${label(options.types, row.type)})`,
          },
          {
            key: 'created_by',
            label: t('feeds.columns.created_by'),
            render: (row) => row.createdBy ?? '—',
          },
          {
            key: 'created_at',
            label: t('feeds.columns.created_at'),
            sortable: true,
            render: (row) => formatDateTime(row.createdAt),
          },
          {
            key: 'actions',
            label: t('feeds.columns.actions'),
            render: (row) =>
              row.deletedAt ? (
                <RowActions
                  name={`#${row.id}`}
                  main={{
                    label: t('feeds.restore_label'),
                    ariaLabel: t('feeds.restore', { id: row.id }),
                    onAction: () => restore(row),
                  }}
                />
              ) : (
                <RowActions
                  name={`#${row.id}`}
                  edit={{
                    ariaLabel: t('feeds.edit', { id: row.id }),
                    href: urlFor('feeds.show', { uid: row.uid }),
                  }}
                  remove={{
                    ariaLabel: t('feeds.delete', { id: row.id }),
                    onAction: () => deletion.ask(row),
                  }}
                />
              ),
          },
        ]}
      />
      <ConfirmDialog
        {...deletion.dialog}
        message={deletion.target && t('feeds.delete_confirm', { id: deletion.target.id })}
      />
    </>
  )
}
