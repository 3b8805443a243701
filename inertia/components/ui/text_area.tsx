import { controlClasses } from '~/components/ui/field_classes'
import {
  CharacterCount,
  PlainLabel,
  PlainMessages,
  usePlainField,
} from '~/components/ui/plain_field'

export const DEFAULT_TEXTAREA_MAX = 1500

export interface TextAreaProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  /** Maximum characters (default 1500); typing past it is cut. */
  maxLength?: number
  rows?: number
  error?: string
  description?: string
  isRequired?: boolean
  isDisabled?: boolean
  placeholder?: string
  className?: string
}

/** A text area with a "count/max" counter; input past the maximum is cut (native, as TextField). */
export function TextArea({
  label,
  value,
  onChange,
  maxLength = DEFAULT_TEXTAREA_MAX,
  rows = 3,
  error,
  description,
  isRequired,
  isDisabled,
  className = '',
  placeholder,
  name,
}: TextAreaProps) {
  const { id, describedBy } = usePlainField({ description, error })
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-baseline justify-between gap-2">
        <PlainLabel htmlFor={id} isRequired={isRequired}>
          {label}
        </PlainLabel>
        <CharacterCount count={value.length} max={maxLength} />
      </div>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
        disabled={isDisabled}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        className={controlClasses}
      />
      <PlainMessages id={id} description={description} error={error} />
    </div>
  )
}
