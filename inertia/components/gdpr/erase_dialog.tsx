import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { ModalActions } from '~/components/forms/modal_actions'
import { DatePicker } from '~/components/ui/date_picker'
import { Modal } from '~/components/ui/modal'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { useFreshConfirmation } from '~/lib/use_fresh_confirmation'
import { urlFor } from '~/client'

/**
 * "Șterge datele": the confirmation dialog of a contact's erasure, which also asks what the
 * register records (who asked, when the request came, a note). The closing button has the focus
 * when it opens (docs/decisions.md, "Confirmation dialogs"); errors come back under each field.
 */
export function EraseDialog({
  isOpen,
  onOpenChange,
  contactUid,
  name,
  today,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  contactUid: string
  name: string
  today: string
}) {
  const t = useT()
  return (
    <Modal
      title={t('gdpr.erase.title', { name })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      size="md"
    >
      {(close) => <EraseForm contactUid={contactUid} name={name} today={today} close={close} />}
    </Modal>
  )
}

function EraseForm({
  contactUid,
  name,
  today,
  close,
}: {
  contactUid: string
  name: string
  today: string
  close: () => void
}) {
  const t = useT()
  const form = useForm({ requester_name: name, received_on: today, note: '' })
  const fresh = useFreshConfirmation()
  // The erasure asks a fresh confirmation (docs/security.md): the dialog first when needed, then
  // the same values are sent.
  const erase = () =>
    form.post(urlFor('gdpr.contacts.erase', { uid: contactUid }), {
      preserveScroll: true,
      onError: (errors) => fresh.refused(errors, erase),
    })
  return (
    <>
      <ServerForm className="grid gap-4" onSubmit={() => void fresh.run(erase)}>
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('gdpr.erase.explain')}</p>
        <TextField
          {...bindField(form, 'requester_name')}
          label={t('gdpr.erase.requester_name')}
          autoComplete="off"
          isRequired
        />
        <DatePicker
          name="received_on"
          label={t('gdpr.erase.received_on')}
          value={form.data.received_on}
          onChange={(value) => form.setData('received_on', value)}
          error={form.errors.received_on}
          isRequired
        />
        <TextArea {...bindField(form, 'note')} label={t('gdpr.erase.note')} />
        <ModalActions
          close={close}
          processing={form.processing}
          cancelLabel={t('ui.confirm.dismiss')}
          cancelFocused
          variant="danger"
          submitLabel={t('gdpr.erase.confirm')}
        />
      </ServerForm>
      {/* Outside the form: the dialog's own submit must not reach this one. */}
      {fresh.dialog}
    </>
  )
}
