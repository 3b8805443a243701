import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'

/** A list as the tables and the modal see it (app/transformers/contact_transformer.ts). */
export type ListRow = {
  uid: string
  id: number
  title: string
  description: string
  contactCount: number
}

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
    <Modal
      title={t(list ? 'lists.edit_title' : 'lists.create_title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
    >
      {(close) => <ListForm key={list?.uid ?? 'new'} list={list} close={close} />}
    </Modal>
  )
}

function ListForm({ list, close }: { list: ListRow | null; close: () => void }) {
  const t = useT()
  const form = useForm({ title: list?.title ?? '', description: list?.description ?? '' })
  function submit() {
    form.post(list ? `/lists/${list.uid}` : '/lists', {
      preserveScroll: true,
      preserveState: true,
      onSuccess: () => {
        form.reset()
        close()
      },
    })
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
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={close}>
          {t('ui.confirm.cancel')}
        </Button>
        <Button type="submit" processing={form.processing}>
          {t('ui.save')}
        </Button>
      </div>
    </ServerForm>
  )
}
