import type { Data } from '@generated/data'
import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import {
  DataTable,
  type DataColumn,
  type ListMeta,
  type ListViewState,
} from '~/components/ui/data_table'
import { ExportLinks, type ExportFormat } from '~/components/ui/export_links'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** A contact as the tables show it (app/transformers/contacts/contact_transformer.ts). */
export type ContactRow = Data.Contacts.Contact.Variants['toRow']

export const fullName = (row: ContactRow) => `${row.firstName} ${row.lastName}`.trim()

/**
 * The contacts data table (#, Prenume, Nume, phone, email, actions) with a
 * checkbox on each row: `bulk` renders the actions on the selected uids; the CSV and XLSX
 * links export what the search shows (`exportHref` builds a format's URL from its query).
 * Used by /contacts and by a list's page.
 */
export function ContactsTable({
  contacts,
  meta,
  state,
  actions,
  bulk,
  exportHref,
  exportFreshConfirmation = false,
  pageQuery,
}: {
  contacts: ContactRow[]
  meta: ListMeta
  state: ListViewState
  actions: (row: ContactRow) => React.ReactNode
  bulk: (selected: string[], clear: () => void) => React.ReactNode
  exportHref: (format: ExportFormat, qs: { search?: string }) => string
  /** The export asks a fresh confirmation (all the contacts: docs/security.md). */
  exportFreshConfirmation?: boolean
  pageQuery?: (page: number) => Record<string, string | number> | undefined
}) {
  const t = useT()
  const [selected, setSelected] = useState<string[]>([])
  // Another page, search or sort shows other rows: the selection starts again.
  const pageKey = contacts.map((row) => row.uid).join(',')
  useEffect(() => setSelected([]), [pageKey])
  const allSelected = contacts.length > 0 && selected.length === contacts.length

  function toggle(uid: string, on: boolean) {
    setSelected((current) => (on ? [...current, uid] : current.filter((item) => item !== uid)))
  }

  const columns: DataColumn<ContactRow>[] = [
    {
      key: 'select',
      label: '',
      render: (row) => (
        <Checkbox isSelected={selected.includes(row.uid)} onChange={(on) => toggle(row.uid, on)}>
          <span className="sr-only">{t('contacts.select_row', { name: fullName(row) })}</span>
        </Checkbox>
      ),
    },
    { key: 'id', label: t('contacts.columns.id'), sortable: true },
    {
      key: 'first_name',
      label: t('contacts.columns.first_name'),
      sortable: true,
      isRowHeader: true,
      render: (row) => row.firstName,
      phoneDetail: (row) => [row.lastName, row.email ?? row.phoneNumber],
    },
    {
      key: 'last_name',
      label: t('contacts.columns.last_name'),
      sortable: true,
      render: (row) => row.lastName,
    },
    {
      key: 'phone_number',
      label: t('contacts.columns.phone_number'),
      sortable: true,
      render: (row) => row.phoneNumber ?? '',
    },
    {
      key: 'email',
      label: t('contacts.columns.email'),
      sortable: true,
      render: (row) => row.email ?? '',
    },
    { key: 'actions', label: t('contacts.columns.actions'), render: actions },
  ]

  return (
    <DataTable
      label={t('contacts.table_label')}
      rows={contacts}
      columns={columns}
      meta={meta}
      state={state}
      emptyText={t('contacts.empty')}
      pageQuery={pageQuery}
      toolbar={
        <div className="flex flex-wrap items-center gap-3">
          <Checkbox
            isSelected={allSelected}
            onChange={(on) => setSelected(on ? contacts.map((row) => row.uid) : [])}
          >
            {t('contacts.select_all')}
          </Checkbox>
          <ExportLinks
            href={(format) => exportHref(format, { search: state.search || undefined })}
            freshConfirmation={exportFreshConfirmation}
          />
        </div>
      }
      bar={
        selected.length > 0 && (
          <>
            <span className="self-center text-sm text-gray-600 dark:text-gray-300" role="status">
              {t('contacts.bulk.selected', { count: selected.length })}
            </span>
            {bulk(selected, () => setSelected([]))}
          </>
        )
      }
    />
  )
}

/** Deletes the selected contacts after a confirmation. */
export function BulkDelete({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [processing, setProcessing] = useState(false)
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t('contacts.bulk.delete')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        processing={processing}
        message={t('contacts.bulk.delete_confirm', { count: selected.length })}
        onConfirm={() =>
          router.post(
            urlFor('contacts.bulk.destroy'),
            { uids: selected },
            {
              preserveScroll: true,
              onStart: () => setProcessing(true),
              onFinish: () => {
                setProcessing(false)
                setOpen(false)
              },
              onSuccess: onDone,
            }
          )
        }
      />
    </>
  )
}
