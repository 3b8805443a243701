import { useEffect, useState } from 'react'
import { controlClasses } from '~/components/ui/field_classes'
import { PlainLabel, PlainMessages, usePlainField } from '~/components/ui/plain_field'
import { useLocale } from '~/lib/i18n'

export const HEX_COLOR = /^#[0-9a-f]{6}$/i

type ColorNames = typeof import('~/components/ui/color_name')
let names: ColorNames | null = null

/**
 * A hex colour (#rrggbb) with a swatch of the current value. What the user
 * types is what the form holds and sends (a valid colour lower-cased): a
 * mistyped colour is refused by the server with a message under the field,
 * never silently replaced by the previous one. A native input: the swatch
 * names its colour by the hex value until the field is first hovered or
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
  const { id, describedBy } = usePlainField({ error })
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
    <div className="flex flex-col gap-1" onPointerEnter={loadNames} onFocus={loadNames}>
      <PlainLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </PlainLabel>
      <div className="flex items-center gap-2">
        <div
          role="img"
          aria-label={spoken}
          aria-hidden={valid ? undefined : true}
          data-testid="swatch"
          style={{ background: valid ? value : undefined }}
          className="size-9 shrink-0 rounded-lg border border-gray-300 dark:border-gray-600"
        />
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => {
            const text = event.target.value
            const trimmed = text.trim()
            onChange(HEX_COLOR.test(trimmed) ? trimmed.toLowerCase() : text)
          }}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder="#000000"
          spellCheck={false}
          className={controlClasses}
        />
      </div>
      <PlainMessages id={id} error={error} />
    </div>
  )
}
