import { TextField } from '~/components/ui/text_field'
import { bindField, type FormLike } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'

/**
 * A new password and its confirmation (reset, registration, a user created
 * or edited by an administrator). Optional on the admin edit form, where an
 * empty password keeps the current one.
 */
export function NewPasswordFields<Data extends Record<string, any>>({
  form,
  label,
  description,
  required = true,
  autoFocus = false,
}: {
  form: FormLike<Data>
  label?: string
  description?: string
  required?: boolean
  autoFocus?: boolean
}) {
  const t = useT()
  return (
    <>
      <TextField
        {...bindField(form, 'password')}
        type="password"
        label={label ?? t('auth.password')}
        description={description}
        autoComplete="new-password"
        isRequired={required}
        autoFocus={autoFocus}
      />
      <TextField
        {...bindField(form, 'password_confirmation')}
        type="password"
        label={t('auth.password_confirmation')}
        autoComplete="new-password"
        isRequired={required}
      />
    </>
  )
}
