import { TextField } from '~/components/ui/text_field'
import { bindField, type FormLike } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'

/** The browser's autofill tokens, for a form about the signed-in user themselves. */
const OWN_AUTOCOMPLETE = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone_number: 'tel',
} as const

type PersonField = keyof typeof OWN_AUTOCOMPLETE

/** A contact block as PersonFields edits it: every field a string (all empty without one). */
export function personValues(block: Partial<Record<PersonField, string | null>> = {}) {
  return {
    first_name: block.first_name ?? '',
    last_name: block.last_name ?? '',
    email: block.email ?? '',
    phone_number: block.phone_number ?? '',
  }
}

/**
 * First name, last name, e-mail and phone of a person: an invitation, my
 * account, a user, or a contact block nested under `prefix`
 * (`legal_representative_contact` → `legal_representative_contact.first_name`).
 * With `ownDetails` (my account) the browser may fill in the user's own
 * details; otherwise autofill is off (the person is someone else).
 */
export function PersonFields<Data extends Record<string, any>>({
  form,
  prefix,
  required = true,
  readOnly = false,
  ownDetails = false,
}: {
  form: FormLike<Data>
  prefix?: string
  required?: boolean
  readOnly?: boolean
  ownDetails?: boolean
}) {
  const t = useT()
  const path = (name: string) => (prefix ? `${prefix}.${name}` : name)
  const common = (name: PersonField) => ({
    isRequired: required,
    isReadOnly: readOnly,
    autoComplete: ownDetails ? OWN_AUTOCOMPLETE[name] : 'off',
  })
  return (
    <>
      <TextField
        {...bindField(form, path('first_name'))}
        label={t('person.first_name')}
        {...common('first_name')}
      />
      <TextField
        {...bindField(form, path('last_name'))}
        label={t('person.last_name')}
        {...common('last_name')}
      />
      <TextField
        {...bindField(form, path('email'))}
        type="email"
        label={t('person.email')}
        {...common('email')}
      />
      <TextField
        {...bindField(form, path('phone_number'))}
        type="tel"
        label={t('person.phone_number')}
        {...common('phone_number')}
      />
    </>
  )
}
