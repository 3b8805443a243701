import type { Data } from '@generated/data'
import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { closeOnSuccess, ModalActions } from '~/components/forms/modal_actions'
import { RecordModal } from '~/components/contacts/record_modal'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** A list as the tables and the modal see it (app/transformers/contact_lists/contact_list_transformer.ts). */
export type ContactListRow = Data.ContactLists.ContactList.Variants['toRow']

/** "Adaugă listă" / "Editează lista": title and description, both required. */
export function ContactListModal({
  isOpen,
  onOpenChange,
  list,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  list: ContactListRow | null
}) {
  const t = useT()
  return (
    <RecordModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      record={list}
      createTitle={t('contact_lists.create_title')}
      editTitle={t('contact_lists.edit_title')}
    >
      {(record, close) => <ContactListForm list={record} close={close} />}
    </RecordModal>
  )
}

function ContactListForm({ list, close }: { list: ContactListRow | null; close: () => void }) {
  const t = useT()
  const form = useForm({ title: list?.title ?? '', description: list?.description ?? '' })
  function submit() {
    form.post(
      list ? urlFor('contact_lists.update', { uid: list.uid }) : urlFor('contact_lists.store'),
      closeOnSuccess(form, close)
    )
  }
  return (
    <ServerForm className="grid gap-4" onSubmit={submit}>
      <TextField
        {...bindField(form, 'title')}
        label={t('contact_lists.fields.title')}
        isRequired
        autoFocus
      />
      <TextArea
        {...bindField(form, 'description')}
        label={t('contact_lists.fields.description')}
        maxLength={1000}
        isRequired
      />
      <ModalActions close={close} processing={form.processing} />
    </ServerForm>
  )
}
