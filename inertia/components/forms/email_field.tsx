import { TextField } from '~/components/ui/text_field'
import { bindField, type FormLike } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'

/**
 * The e-mail address of the sign-in and password forms ("E-mail", required): the account's
 * name for the browser's password manager (`username`), or a plain address (`email`).
 */
export function EmailField<Data extends Record<string, any>>({
  form,
  autoComplete = 'username',
  autoFocus = false,
}: {
  form: FormLike<Data>
  autoComplete?: 'username' | 'email'
  autoFocus?: boolean
}) {
  const t = useT()
  return (
    <TextField
      {...bindField(form, 'email')}
      type="email"
      label={t('auth.email')}
      autoComplete={autoComplete}
      isRequired
      autoFocus={autoFocus}
    />
  )
}
