import { useMemo } from 'react'
import { ColorSwatch, Input, TextField, parseColor } from 'react-aria-components'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'

export const HEX_COLOR = /^#[0-9a-f]{6}$/i

function safeColor(value: string) {
  try {
    return HEX_COLOR.test(value) ? parseColor(value) : null
  } catch {
    return null
  }
}

/**
 * A hex colour (#rrggbb) with a swatch of the current value. What the user
 * types is what the form holds and sends (a valid colour lower-cased): a
 * mistyped colour is refused by the server with a message under the field,
 * never silently replaced by the previous one.
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
  const color = useMemo(() => safeColor(value), [value])
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
      className="flex flex-col gap-1"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="flex items-center gap-2">
        <ColorSwatch
          color={color ?? undefined}
          data-testid="swatch"
          className="size-9 shrink-0 rounded-lg border border-gray-300 dark:border-gray-600"
        />
        <Input className={controlClasses} placeholder="#000000" spellCheck={false} />
      </div>
      <FieldMessages error={error} />
    </TextField>
  )
}
