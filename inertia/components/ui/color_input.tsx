import { useMemo } from 'react'
import { ColorField, ColorSwatch, Input, parseColor } from 'react-aria-components'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'

export const HEX_COLOR = /^#[0-9a-f]{6}$/i

function safeColor(value: string) {
  try {
    return HEX_COLOR.test(value) ? parseColor(value) : null
  } catch {
    return null
  }
}

/** A hex colour (#RRGGBB) with a swatch of the current value. */
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
  // The same Color object while the value is the same: react-aria compares it by
  // identity and would otherwise put back the saved value over what is being
  // typed whenever the form re-renders (e.g. another field changes).
  const color = useMemo(() => safeColor(value), [value])
  return (
    <ColorField
      name={name}
      value={color}
      onChange={(next) => onChange(next ? next.toString('hex').toLowerCase() : '')}
      isRequired={isRequired}
      isInvalid={!!error}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="flex items-center gap-2">
        <ColorSwatch
          color={color ?? undefined}
          data-testid="swatch"
          className="size-9 shrink-0 rounded-lg border border-gray-300 dark:border-gray-600"
        />
        <Input className={controlClasses} placeholder="#000000" />
      </div>
      <FieldMessages error={error} />
    </ColorField>
  )
}
