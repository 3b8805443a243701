import { useState } from 'react'
import { CompanyModal, type CompanyRow } from '~/components/contacts/company_modal'
import { RowActions } from '~/components/ui/row_actions'
import { PageHeader } from '~/components/ui/page_header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'

/** /companies: the current community's companies, searchable, with the add/edit modal. */
export default function CompaniesIndex({
  companies,
  meta,
  state,
}: {
  companies: CompanyRow[]
  meta: ListMeta
  state: ListViewState
}) {
  const t = useT()
  const [editing, setEditing] = useState<{ uid: string | null } | null>(null)
  const deletion = useDeleteConfirmation<CompanyRow>((row) =>
    urlFor('companies.destroy', { uid: row.uid })
  )
  // The modal reads the company from the props, so a new logo shows at once.
  const company = editing?.uid ? (companies.find((row) => row.uid === editing.uid) ?? null) : null
  return (
    <>
      <PageHeader
        title={t('companies.title')}
        actions={<Button onPress={() => setEditing({ uid: null })}>{t('companies.add')}</Button>}
      />
      <DataTable
        label={t('companies.table_label')}
        rows={companies}
        meta={meta}
        state={state}
        emptyText={t('companies.empty')}
        columns={[
          { key: 'id', label: t('companies.columns.id'), sortable: true },
          {
            key: 'name',
            label: t('companies.columns.name'),
            sortable: true,
            isRowHeader: true,
            render: (row) => (
              <span className="inline-flex items-center gap-2">
                {row.logoUrl && (
                  <img src={row.logoUrl} alt="" className="size-6 rounded object-contain" />
                )}
                {row.name}
              </span>
            ),
            phoneDetail: (row) => [row.website],
          },
          { key: 'website', label: t('companies.columns.website'), sortable: true },
          {
            key: 'type',
            label: t('companies.columns.type'),
            sortable: true,
            render: (row) => t(`companies.types.${row.type}`),
          },
          {
            key: 'status',
            label: t('companies.columns.status'),
            sortable: true,
            render: (row) => t(`companies.statuses.${row.status}`),
          },
          {
            key: 'actions',
            label: t('companies.columns.actions'),
            render: (row) => (
              <RowActions
                name={row.name}
                edit={{
                  ariaLabel: t('companies.edit', { name: row.name }),
                  onAction: () => setEditing({ uid: row.uid }),
                }}
                remove={{
                  ariaLabel: t('companies.delete', { name: row.name }),
                  onAction: () => deletion.ask(row),
                }}
              />
            ),
          },
        ]}
      />
      <CompanyModal
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        company={company}
      />
      <ConfirmDialog
        {...deletion.dialog}
        message={deletion.target && t('companies.delete_confirm', { name: deletion.target.name })}
      />
    </>
  )
}
