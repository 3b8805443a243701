import { useState } from 'react'
import { router } from '@inertiajs/react'
import {
  BulkDelete,
  ContactsTable,
  fullName,
  type ContactRow,
} from '~/components/contacts/contacts_table'
import { ContactModal } from '~/components/contacts/contact_modal'
import { RowActions } from '~/components/ui/row_actions'
import { PageHeader } from '~/components/ui/page_header'
import { Button, LinkButton } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import type { ListMeta, ListViewState } from '~/components/ui/data_table'
import { Select } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'

/** A count from the server: exact, or "more than" past its limit. */
type Count = { count: number; exact: boolean }

/**
 * /contacts, "Contactele Mele": the current community's contacts. The rows come first; the
 * counts (what the search finds, and the badge's every contact) a moment later (a deferred
 * prop): until then the pages go as far as the rows are known to.
 */
export default function ContactsIndex({
  contacts,
  meta,
  state,
  counts,
  lists,
}: {
  contacts: ContactRow[]
  meta: { currentPage: number; perPage: number; hasMore: boolean }
  state: ListViewState
  counts?: { listed: Count; all: Count }
  lists: { uid: string; title: string }[]
}) {
  const t = useT()
  const listed = counts?.listed.exact ? counts.listed.count : null
  const tableMeta: ListMeta = {
    currentPage: meta.currentPage,
    perPage: meta.perPage,
    total: counts?.listed.count ?? 0,
    lastPage:
      listed !== null
        ? Math.max(1, Math.ceil(listed / meta.perPage))
        : meta.currentPage + (meta.hasMore ? 1 : 0),
    lastPageKnown: listed !== null,
  }
  // A page in the back half is read from the end: the server is told the total it counted.
  const pageQuery = (page: number) =>
    listed !== null && (page - 1) * meta.perPage >= listed / 2 ? { total: listed } : undefined
  const [modal, setModal] = useState<{ contact: ContactRow | null } | null>(null)
  const deletion = useDeleteConfirmation<ContactRow>((row) =>
    urlFor('contacts.destroy', { uid: row.uid })
  )

  return (
    <>
      <PageHeader
        title={t('contacts.title')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <span
              data-testid="contacts-count"
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 dark:bg-gray-700 dark:text-gray-100"
            >
              {!counts
                ? t('contacts.counting')
                : counts.all.exact
                  ? t('contacts.count', { count: counts.all.count })
                  : t('contacts.count_over', { count: counts.all.count })}
            </span>
            <LinkButton href={urlFor('contact_imports.importer')} variant="secondary">
              {t('contacts.import')}
            </LinkButton>
            <Button onPress={() => setModal({ contact: null })}>{t('contacts.add')}</Button>
          </div>
        }
      />
      <ContactsTable
        contacts={contacts}
        meta={tableMeta}
        state={state}
        pageQuery={pageQuery}
        exportHref={(format, qs) => urlFor('contacts.export', { format }, { qs })}
        exportFreshConfirmation
        actions={(row) => (
          <RowActions
            name={fullName(row)}
            edit={{
              ariaLabel: t('contacts.edit', { name: fullName(row) }),
              onAction: () => setModal({ contact: row }),
            }}
            more={[
              {
                label: t('contacts.open'),
                ariaLabel: t('contacts.open_label', { name: fullName(row) }),
                href: urlFor('contacts.show', { uid: row.uid }),
              },
            ]}
            remove={{
              ariaLabel: t('contacts.delete', { name: fullName(row) }),
              onAction: () => deletion.ask(row),
            }}
          />
        )}
        bulk={(selected, clear) => (
          <>
            <BulkDelete selected={selected} onDone={clear} />
            <ListActions lists={lists} selected={selected} onDone={clear} />
          </>
        )}
      />
      <ContactModal
        isOpen={modal !== null}
        onOpenChange={(open) => !open && setModal(null)}
        contact={modal?.contact ?? null}
      />
      <ConfirmDialog
        {...deletion.dialog}
        message={
          deletion.target && t('contacts.delete_confirm', { name: fullName(deletion.target) })
        }
      />
    </>
  )
}

/** Add the selected contacts to a list, or remove them from it. */
function ListActions({
  lists,
  selected,
  onDone,
}: {
  lists: { uid: string; title: string }[]
  selected: string[]
  onDone: () => void
}) {
  const t = useT()
  const [list, setList] = useState<string | null>(null)
  const [processing, setProcessing] = useState(false)
  if (!lists.length) {
    return <span className="text-sm text-gray-500">{t('contacts.bulk.no_lists')}</span>
  }
  function send(route: 'contacts.bulk.add_to_list' | 'contacts.bulk.remove_from_list') {
    router.post(
      urlFor(route),
      { uids: selected, list },
      {
        preserveScroll: true,
        onStart: () => setProcessing(true),
        onFinish: () => setProcessing(false),
        onSuccess: onDone,
      }
    )
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="w-56">
        <Select
          label={t('contacts.bulk.list')}
          options={lists.map((item) => ({ value: item.uid, label: item.title }))}
          value={list}
          onChange={(value) => setList(value === null ? null : String(value))}
        />
      </div>
      <Button
        variant="secondary"
        isDisabled={!list}
        processing={processing}
        onPress={() => send('contacts.bulk.add_to_list')}
      >
        {t('contacts.bulk.add_to_list')}
      </Button>
      <Button
        variant="secondary"
        isDisabled={!list}
        processing={processing}
        onPress={() => send('contacts.bulk.remove_from_list')}
      >
        {t('contacts.bulk.remove_from_list')}
      </Button>
    </div>
  )
}
