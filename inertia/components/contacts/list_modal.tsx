import type { Data } from '@generated/data'
import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { closeOnSuccess, ModalActions, RecordModal } from '~/components/contacts/record_modal'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** A list as the tables and the modal see it (app/transformers/contacts/contact_list_transformer.ts). */
export type ListRow = Data.Contacts.ContactList.Variants['toRow']

/** "Adaugă listă" / "Editează lista": title and description, both required. */
export function ListModal({
  isOpen,
  onOpenChange,
  list,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  list: ListRow | null
}) {
  const t = useT()
  return (
    <RecordModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      record={list}
      createTitle={t('lists.create_title')}
      editTitle={t('lists.edit_title')}
    >
      {(record, close) => <ListForm list={record} close={close} />}
    </RecordModal>
  )
}

function ListForm({ list, close }: { list: ListRow | null; close: () => void }) {
  const t = useT()
  const form = useForm({ title: list?.title ?? '', description: list?.description ?? '' })
  function submit() {
    form.post(
      list ? urlFor('lists.update', { uid: list.uid }) : urlFor('lists.store'),
      closeOnSuccess(form, close)
    )
  }
  return (
    <ServerForm className="grid gap-4" onSubmit={submit}>
      <TextField
        {...bindField(form, 'title')}
        label={t('lists.fields.title')}
        isRequired
        autoFocus
      />
      <TextArea
        {...bindField(form, 'description')}
        label={t('lists.fields.description')}
        maxLength={1000}
        isRequired
      />
      <ModalActions close={close} processing={form.processing} />
    </ServerForm>
  )
}
