import { TextField } from '~/components/ui/text_field'
import { bindField, type FormLike } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'

/**
 * First name, last name, e-mail and phone of a person: an invitation, my
 * account, a user, or a contact block nested under `prefix`
 * (`legal_representative_contact` → `legal_representative_contact.first_name`).
 */
export function PersonFields<Data extends Record<string, any>>({
  form,
  prefix,
  required = true,
  readOnly = false,
}: {
  form: FormLike<Data>
  prefix?: string
  required?: boolean
  readOnly?: boolean
}) {
  const t = useT()
  const path = (name: string) => (prefix ? `${prefix}.${name}` : name)
  const common = { isRequired: required, isReadOnly: readOnly, autoComplete: 'off' }
  return (
    <>
      <TextField
        {...bindField(form, path('first_name'))}
        label={t('person.first_name')}
        {...common}
      />
      <TextField
        {...bindField(form, path('last_name'))}
        label={t('person.last_name')}
        {...common}
      />
      <TextField
        {...bindField(form, path('email'))}
        type="email"
        label={t('person.email')}
        {...common}
      />
      <TextField
        {...bindField(form, path('phone_number'))}
        type="tel"
        label={t('person.phone_number')}
        {...common}
      />
    </>
  )
}
