import { TextField } from '~/components/ui/text_field'
import { bindField, type FormLike } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { BILLING_FIELDS } from '@shared/blocks'

export { BILLING_FIELDS }
export type BillingInfo = Record<(typeof BILLING_FIELDS)[number], string>

/**
 * The billing details of an organization (every field optional), nested under
 * `prefix` (default `billing_info` → `billing_info.iban`).
 */
export function BillingFields<Data extends Record<string, any>>({
  form,
  prefix = 'billing_info',
  readOnly = false,
}: {
  form: FormLike<Data>
  prefix?: string
  readOnly?: boolean
}) {
  const t = useT()
  return (
    <>
      {BILLING_FIELDS.map((name) => (
        <TextField
          key={name}
          {...bindField(form, `${prefix}.${name}`)}
          label={t(`organizations.billing.${name}`)}
          autoComplete="off"
          isReadOnly={readOnly}
        />
      ))}
    </>
  )
}
