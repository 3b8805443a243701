import { ColorInput } from '~/components/ui/color_input'
import { bindField, type FormLike } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'

const COLORS = ['primary_color', 'secondary_color'] as const
const GRADIENTS = ['primary_gradient_color', 'secondary_gradient_color'] as const

/**
 * The colour fields of a branding block (#rrggbb): primary and secondary, and with
 * `gradients` their gradient variants; nested under `prefix` when given
 * (`branding` → `branding.primary_color`). With `required` (the mobile app's
 * colours) every colour must be filled in.
 */
export function BrandingFields<Data extends Record<string, any>>({
  form,
  prefix,
  gradients = false,
  required = false,
}: {
  form: FormLike<Data>
  prefix?: string
  gradients?: boolean
  required?: boolean
}) {
  const t = useT()
  const names = gradients ? [...COLORS, ...GRADIENTS] : COLORS
  return (
    <>
      {names.map((name) => {
        const {
          value,
          onChange,
          error,
          name: path,
        } = bindField(form, prefix ? `${prefix}.${name}` : name)
        return (
          <ColorInput
            key={name}
            name={path}
            label={t(`organizations.colors.${name}`)}
            value={value}
            onChange={onChange}
            error={error}
            isRequired={required}
          />
        )
      })}
    </>
  )
}
