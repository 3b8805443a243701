import { useState } from 'react'
import { router } from '@inertiajs/react'
import { ContactsTable, fullName, type ContactRow } from '~/components/contacts/contacts_table'
import type { ContactListRow } from '~/components/contact_lists/contact_list_modal'
import { PageHeader } from '~/components/ui/page_header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import type { ListMeta, ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** /lists/{uid}: the list's contacts, removable from the list (they stay in the community). */
export default function ListShow({
  list,
  contacts,
  meta,
  state,
}: {
  list: ContactListRow
  contacts: ContactRow[]
  meta: ListMeta
  state: ListViewState
}) {
  const t = useT()
  const [toRemove, setToRemove] = useState<ContactRow[] | null>(null)
  const [processing, setProcessing] = useState(false)

  function remove(rows: ContactRow[], onDone?: () => void) {
    router.post(
      urlFor('contacts.bulk.remove_from_list'),
      { uids: rows.map((row) => row.uid), list: list.uid },
      {
        preserveScroll: true,
        onStart: () => setProcessing(true),
        onFinish: () => {
          setProcessing(false)
          setToRemove(null)
        },
        onSuccess: onDone,
      }
    )
  }

  return (
    <>
      <PageHeader
        title={list.title}
        breadcrumbs={[
          { label: t('contact_lists.title'), href: urlFor('contact_lists.index') },
          { label: list.title },
        ]}
      />
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-300">{list.description}</p>
      <ContactsTable
        contacts={contacts}
        meta={meta}
        state={state}
        exportHref={(format, qs) =>
          urlFor('contact_lists.export', { uid: list.uid, format }, { qs })
        }
        exportFreshConfirmation
        actions={(row) => (
          <RowActions
            name={fullName(row)}
            more={[
              {
                label: t('contact_lists.remove'),
                ariaLabel: t('contact_lists.remove_one', { name: fullName(row) }),
                destructive: true,
                onAction: () => setToRemove([row]),
              },
            ]}
          />
        )}
        bulk={(selected, clear) => (
          <Button
            variant="secondary"
            processing={processing}
            onPress={() =>
              remove(
                contacts.filter((row) => selected.includes(row.uid)),
                clear
              )
            }
          >
            {t('contact_lists.remove')}
          </Button>
        )}
      />
      <ConfirmDialog
        isOpen={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        processing={processing}
        confirmLabel={t('contact_lists.remove')}
        message={
          toRemove?.[0] &&
          t('contact_lists.remove_confirm', { name: fullName(toRemove[0]), title: list.title })
        }
        onConfirm={() => toRemove && remove(toRemove)}
      />
    </>
  )
}
