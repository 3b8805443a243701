import { Link, router } from '@inertiajs/react'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { StateFilter, showState, type SoftDeleteState } from '~/components/ui/state_filter'
import {
  DataTable,
  type DataColumn,
  type ListMeta,
  type ListViewState,
} from '~/components/ui/data_table'
import { formatDateTime } from '~/lib/format'
import { useT, type Translate } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { PageHeader } from '~/components/ui/page_header'
import { LinkButton } from '~/components/ui/button'
import { urlFor } from '~/client'
import { ExportLinks, type ExportFormat } from '~/components/ui/export_links'

/** What a row of the quizzes, quests and products tables shows. */
export type SoftDeleteRow = {
  uid: string
  id: number
  createdAt: string | null
  deletedAt: string | null
}

/** The author column of the quizzes and quests tables. */
type Authored = { createdBy: string }

/** The table's words, from the page's catalog section (`quizzes.table_label`, `quests.open`…). */
function labelsOf(t: Translate, catalog: string, nameKey: string) {
  const word = (key: string) => t(`${catalog}.${key}`)
  const withName = (key: string) => (name: string) => t(`${catalog}.${key}`, { name })
  return {
    table: word('table_label'),
    empty: word('empty'),
    filter: word('filter_label'),
    filters: {
      active: word('filter.active'),
      deleted: word('filter.deleted'),
      all: word('filter.all'),
    },
    columns: {
      id: word('columns.id'),
      name: word(`columns.${nameKey}`),
      created_at: word('columns.created_at'),
      actions: word('columns.actions'),
    },
    deletedBadge: word('deleted_badge'),
    restoreLabel: word('restore_label'),
    open: withName('open'),
    edit: withName('edit'),
    delete: withName('delete'),
    restore: withName('restore'),
    deleteConfirm: withName('delete_confirm'),
  }
}

/** The author and the creation date: the middle columns of the quizzes and quests tables. */
export function authoredColumns<Row extends SoftDeleteRow & Authored>(
  t: Translate,
  catalog: string
): { columns: DataColumn<Row>[]; phoneDetail: (row: Row) => string[] } {
  return {
    columns: [
      {
        key: 'created_by',
        label: t(`${catalog}.columns.created_by`),
        sortable: true,
        render: (row) => row.createdBy,
      },
    ],
    phoneDetail: (row) => [row.createdBy, formatDateTime(row.createdAt)],
  }
}

/**
 * The page of /quizzes, /quests (docs/content.md) and /products: its header with the add link,
 * then the table: #, name, the page's own columns, creation date and actions; search, sort,
 * pages; active / deleted / all; soft delete with confirmation and restore, back to the same
 * view. The routes and the words are the catalog's (`quizzes.show`, `quizzes.table_label`…);
 * the page passes the header's words, which name its catalog area for the browser.
 */
export function SoftDeleteListPage<Row extends SoftDeleteRow>({
  catalog,
  title,
  addLabel,
  rows,
  meta,
  state,
  rowState,
  nameOf,
  nameKey = 'name',
  columns,
  phoneDetail,
  exportHref,
}: {
  catalog: 'quizzes' | 'quests' | 'products'
  title: string
  addLabel: string
  rows: Row[]
  meta: ListMeta
  state: ListViewState
  rowState: SoftDeleteState
  nameOf: (row: Row) => string
  /** The sort key of the name column (quests sort by `title`), also its label's key. */
  nameKey?: string
  /** The columns between the name and the creation date. */
  columns: DataColumn<Row>[]
  /** The lines under a row's name on a phone. */
  phoneDetail: (row: Row) => string[]
  /** A format's export URL, given the table's search and state: the CSV and XLSX links. */
  exportHref?: (format: ExportFormat, qs: { search?: string; state?: SoftDeleteState }) => string
}) {
  const t = useT()
  const labels = labelsOf(t, catalog, nameKey)
  const urls = {
    index: urlFor(`${catalog}.index`),
    show: (row: Row) => urlFor(`${catalog}.show`, { uid: row.uid }),
    softDelete: (row: Row) => urlFor(`${catalog}.soft_delete`, { uid: row.uid }),
    restore: (row: Row) => urlFor(`${catalog}.restore`, { uid: row.uid }),
  }
  const deletion = useDeleteConfirmation<Row>(urls.softDelete)

  return (
    <>
      <PageHeader
        title={title}
        actions={<LinkButton href={urlFor(`${catalog}.create`)}>{addLabel}</LinkButton>}
      />
      <DataTable
        label={labels.table}
        rows={rows}
        meta={meta}
        state={state}
        params={rowState === 'active' ? {} : { state: rowState }}
        rowClassName={(row) =>
          row.deletedAt ? 'bg-red-50/60 text-gray-500 dark:bg-red-950/30' : ''
        }
        emptyText={labels.empty}
        toolbar={
          <div className="flex flex-wrap items-center gap-3">
            <StateFilter
              label={labels.filter}
              labels={labels.filters}
              value={rowState}
              onChange={(next) => showState(urls.index, state, next)}
            />
            {exportHref && (
              <ExportLinks
                href={(format) =>
                  exportHref(format, {
                    search: state.search || undefined,
                    state: rowState === 'active' ? undefined : rowState,
                  })
                }
              />
            )}
          </div>
        }
        columns={[
          { key: 'id', label: labels.columns.id, sortable: true },
          {
            key: nameKey,
            label: labels.columns.name,
            sortable: true,
            isRowHeader: true,
            render: (row) => (
              <span className="inline-flex items-center gap-2">
                <Link
                  href={urls.show(row)}
                  className={
                    row.deletedAt
                      ? 'line-through'
                      : 'text-brand-600 dark:text-brand-400 hover:underline'
                  }
                  aria-label={labels.open(nameOf(row))}
                >
                  {nameOf(row)}
                </Link>
                {row.deletedAt && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-700 dark:bg-red-900 dark:text-red-100">
                    {labels.deletedBadge}
                  </span>
                )}
              </span>
            ),
            phoneDetail,
          },
          ...columns,
          {
            key: 'created_at',
            label: labels.columns.created_at,
            sortable: true,
            render: (row) => formatDateTime(row.createdAt),
          },
          {
            key: 'actions',
            label: labels.columns.actions,
            render: (row) =>
              row.deletedAt ? (
                <RowActions
                  name={nameOf(row)}
                  main={{
                    label: labels.restoreLabel,
                    ariaLabel: labels.restore(nameOf(row)),
                    onAction: () => router.post(urls.restore(row), {}, { preserveScroll: true }),
                  }}
                />
              ) : (
                <RowActions
                  name={nameOf(row)}
                  edit={{
                    ariaLabel: labels.edit(nameOf(row)),
                    href: urls.show(row),
                  }}
                  remove={{
                    ariaLabel: labels.delete(nameOf(row)),
                    onAction: () => deletion.ask(row),
                  }}
                />
              ),
          },
        ]}
      />
      <ConfirmDialog
        {...deletion.dialog}
        message={deletion.target && labels.deleteConfirm(nameOf(deletion.target))}
      />
    </>
  )
}
