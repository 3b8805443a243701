import { useEffect, useState } from 'react'
import { Input } from 'react-aria-components/Input'
import { TextField } from 'react-aria-components/TextField'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'
import { useLocale } from '~/lib/i18n'

export const HEX_COLOR = /^#[0-9a-f]{6}$/i

type ColorNames = typeof import('~/components/ui/color_name')
let names: ColorNames | null = null

/**
 * A hex colour (#rrggbb) with a swatch of the current value. What the user
 * types is what the form holds and sends (a valid colour lower-cased): a
 * mistyped colour is refused by the server with a message under the field,
 * never silently replaced by the previous one (react-aria's TextField, not its
 * ColorField, which puts back the last valid colour on blur). The swatch names its colour by the hex value until the field is first hovered or
 * focused, which loads react-aria's colour names ("albastru închis").
 */
export function ColorInput({
  name,
  label,
  value,
  onChange,
  error,
  isRequired,
}: {
  name: string
  label: string
  value: string
  onChange: (hex: string) => void
  error?: string
  isRequired?: boolean
}) {
  const locale = useLocale()
  const [loaded, setLoaded] = useState(names)
  useEffect(() => setLoaded(names), [])
  function loadNames() {
    if (loaded) return
    void import('~/components/ui/color_name').then((module) => {
      names = module
      setLoaded(module)
    })
  }
  const valid = HEX_COLOR.test(value)
  const spoken = valid ? (loaded?.colorName(value, locale) ?? value.toLowerCase()) : undefined
  return (
    <TextField
      name={name}
      value={value}
      onChange={(text) => {
        const trimmed = text.trim()
        onChange(HEX_COLOR.test(trimmed) ? trimmed.toLowerCase() : text)
      }}
      isRequired={isRequired}
      isInvalid={!!error}
      validationBehavior="aria"
      onFocus={loadNames}
      className="flex flex-col gap-1"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="flex items-center gap-2">
        <div
          role="img"
          aria-label={spoken}
          aria-hidden={valid ? undefined : true}
          data-testid="swatch"
          style={{ background: valid ? value : undefined }}
          className="size-9 shrink-0 rounded-lg border border-gray-300 dark:border-gray-600"
        />
        <Input
          placeholder="#000000"
          spellCheck={false}
          onPointerEnter={loadNames}
          className={controlClasses}
        />
      </div>
      <FieldMessages error={error} />
    </TextField>
  )
}
