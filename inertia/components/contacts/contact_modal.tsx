import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { closeOnSuccess, ModalActions } from '~/components/forms/modal_actions'
import { RecordModal } from '~/components/contacts/record_modal'
import { TextField } from '~/components/ui/text_field'
import { Select } from '~/components/ui/select'
import { BUCHAREST, COUNTIES } from '@shared/counties'
import { bindField, errorAt } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { labelFromKey } from '@shared/extra_fields'

/** A contact as the modal edits it. */
export type EditableContact = {
  uid: string
  firstName: string
  lastName: string
  email: string | null
  phoneNumber: string | null
  extraData: Record<string, string>
  address?: { street?: string; city?: string; county?: string; sector?: number; zip_code?: string }
}

const COUNTY_OPTIONS = COUNTIES.map((county) => ({ value: county.code, label: county.name }))

export { labelFromKey }

/** "Data nașterii" → "data_nașterii": what the user types as a new field's name, as a key. */
export function keyFromLabel(label: string) {
  return label.trim().toLocaleLowerCase('ro').replace(/\s+/g, '_')
}

/** Keys the server accepts: letters, digits and _ (1–50). */
const KEY = /^[\p{L}\p{N}_]{1,50}$/u

/**
 * "Creează contact" / "Editează contact": first name (required), last name,
 * email or phone (at least one: `@shared/contact_rule`), and the extra fields: every key of extra_data
 * as its own field, labelled from the key, editable and removable, plus a
 * new key/value pair. On success the form resets and the modal closes.
 */
export function ContactModal({
  isOpen,
  onOpenChange,
  contact,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** The contact to edit; null creates one. */
  contact: EditableContact | null
}) {
  const t = useT()
  return (
    <RecordModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      record={contact}
      createTitle={t('contacts.create_title')}
      editTitle={t('contacts.edit_title')}
      size="lg"
    >
      {(record, close) => <ContactForm contact={record} close={close} />}
    </RecordModal>
  )
}

function ContactForm({ contact, close }: { contact: EditableContact | null; close: () => void }) {
  const t = useT()
  const form = useForm({
    first_name: contact?.firstName ?? '',
    last_name: contact?.lastName ?? '',
    email: contact?.email ?? '',
    phone_number: contact?.phoneNumber ?? '',
    extra_data: { ...contact?.extraData } as Record<string, string>,
    address: {
      street: contact?.address?.street ?? '',
      city: contact?.address?.city ?? '',
      county: contact?.address?.county ?? '',
      sector: contact?.address?.sector ? String(contact.address.sector) : '',
      zip_code: contact?.address?.zip_code ?? '',
    },
  })
  const errors = form.errors as Record<string, string | undefined>
  const [newLabel, setNewLabel] = useState('')
  const [newValue, setNewValue] = useState('')
  const [newError, setNewError] = useState<string | undefined>()

  function addField() {
    const key = keyFromLabel(newLabel)
    if (!KEY.test(key)) return setNewError(t('contacts.extra.key_invalid'))
    if (key in form.data.extra_data) return setNewError(t('contacts.extra.key_exists'))
    form.setData((data) => ({ ...data, extra_data: { ...data.extra_data, [key]: newValue } }))
    setNewLabel('')
    setNewValue('')
    setNewError(undefined)
  }

  function removeField(key: string) {
    form.setData((data) => {
      const { [key]: _removed, ...rest } = data.extra_data
      return { ...data, extra_data: rest }
    })
  }

  function submit() {
    form.post(
      contact ? urlFor('contacts.update', { uid: contact.uid }) : urlFor('contacts.store'),
      closeOnSuccess(form, close)
    )
  }

  return (
    <ServerForm className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...bindField(form, 'first_name')}
          label={t('contacts.fields.first_name')}
          autoComplete="off"
          isRequired
          autoFocus
        />
        <TextField
          {...bindField(form, 'last_name')}
          label={t('contacts.fields.last_name')}
          autoComplete="off"
        />
        <TextField
          {...bindField(form, 'email')}
          type="email"
          label={t('contacts.fields.email')}
          autoComplete="off"
        />
        <TextField
          {...bindField(form, 'phone_number')}
          type="tel"
          label={t('contacts.fields.phone_number')}
          autoComplete="off"
        />
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-gray-900 dark:text-white">
          {t('contacts.address.title')}
        </legend>
        <TextField
          {...bindField(form, 'address.street')}
          label={t('contacts.address.street')}
          autoComplete="off"
        />
        <TextField
          {...bindField(form, 'address.city')}
          label={t('contacts.address.city')}
          autoComplete="off"
        />
        <div data-field="address.county">
          <Select
            name="address.county"
            label={t('contacts.address.county')}
            options={COUNTY_OPTIONS}
            value={form.data.address.county || null}
            onChange={(value) =>
              form.setData('address', { ...form.data.address, county: String(value ?? '') })
            }
            error={errorAt(errors, 'address.county')}
          />
        </div>
        {form.data.address.county === BUCHAREST && (
          <TextField {...bindField(form, 'address.sector')} label={t('contacts.address.sector')} />
        )}
        <TextField
          {...bindField(form, 'address.zip_code')}
          label={t('contacts.address.zip_code')}
          autoComplete="off"
        />
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-gray-900 dark:text-white">
          {t('contacts.extra.title')}
        </legend>
        {errorAt(errors, 'extra_data') && (
          <p className="text-sm text-red-600 dark:text-red-400">{errorAt(errors, 'extra_data')}</p>
        )}
        {Object.keys(form.data.extra_data).map((key) => (
          <div key={key} className="flex items-end gap-2">
            <TextField
              {...bindField(form, `extra_data.${key}`)}
              label={labelFromKey(key)}
              className="flex-1"
              filter={false}
            />
            <Button
              variant="ghost"
              aria-label={t('contacts.extra.remove', { label: labelFromKey(key) })}
              onPress={() => removeField(key)}
            >
              ✕
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            name="new_extra_key"
            label={t('contacts.extra.new_key')}
            value={newLabel}
            onChange={(value) => {
              setNewLabel(value)
              setNewError(undefined)
            }}
            error={newError}
            className="min-w-40 flex-1"
          />
          <TextField
            name="new_extra_value"
            label={t('contacts.extra.new_value')}
            value={newValue}
            onChange={setNewValue}
            className="min-w-40 flex-1"
          />
          <Button variant="secondary" onPress={addField} isDisabled={!newLabel.trim()}>
            {t('contacts.extra.add')}
          </Button>
        </div>
      </fieldset>

      <ModalActions close={close} processing={form.processing} />
    </ServerForm>
  )
}
