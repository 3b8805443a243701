import { useState } from 'react'
import { Link } from '@inertiajs/react'
import {
  ContactListModal,
  type ContactListRow,
} from '~/components/contact_lists/contact_list_modal'
import { RowActions } from '~/components/ui/row_actions'
import { PageHeader } from '~/components/ui/page_header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'

/** /lists, "Listele Mele": the current community's lists with their number of contacts. */
export default function ListsIndex({
  lists,
  meta,
  state,
}: {
  lists: ContactListRow[]
  meta: ListMeta
  state: ListViewState
}) {
  const t = useT()
  const [modal, setModal] = useState<{ list: ContactListRow | null } | null>(null)
  const deletion = useDeleteConfirmation<ContactListRow>((row) =>
    urlFor('contact_lists.destroy', { uid: row.uid })
  )
  return (
    <>
      <PageHeader
        title={t('contact_lists.title')}
        actions={
          <div className="flex items-center gap-2">
            <span
              data-testid="lists-count"
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 dark:bg-gray-700 dark:text-gray-100"
            >
              {t('contact_lists.count', { count: meta.total })}
            </span>
            <Button onPress={() => setModal({ list: null })}>{t('contact_lists.add')}</Button>
          </div>
        }
      />
      <DataTable
        label={t('contact_lists.table_label')}
        rows={lists}
        meta={meta}
        state={state}
        emptyText={t('contact_lists.empty')}
        columns={[
          { key: 'id', label: t('contact_lists.columns.id'), sortable: true },
          {
            key: 'title',
            label: t('contact_lists.columns.title'),
            sortable: true,
            isRowHeader: true,
            render: (row) => (
              <Link
                href={urlFor('contact_lists.show', { uid: row.uid })}
                className="text-brand-600 dark:text-brand-400 hover:underline"
                aria-label={t('contact_lists.open', { title: row.title })}
              >
                {row.title}
              </Link>
            ),
          },
          { key: 'description', label: t('contact_lists.columns.description') },
          {
            key: 'contacts',
            label: t('contact_lists.columns.contacts'),
            sortable: true,
            render: (row) => row.contactCount,
          },
          {
            key: 'actions',
            label: t('contact_lists.columns.actions'),
            render: (row) => (
              <RowActions
                name={row.title}
                edit={{
                  ariaLabel: t('contact_lists.edit', { title: row.title }),
                  onAction: () => setModal({ list: row }),
                }}
                remove={{
                  ariaLabel: t('contact_lists.delete', { title: row.title }),
                  onAction: () => deletion.ask(row),
                }}
              />
            ),
          },
        ]}
      />
      <ContactListModal
        isOpen={modal !== null}
        onOpenChange={(open) => !open && setModal(null)}
        list={modal?.list ?? null}
      />
      <ConfirmDialog
        {...deletion.dialog}
        message={
          deletion.target && t('contact_lists.delete_confirm', { title: deletion.target.title })
        }
      />
    </>
  )
}
