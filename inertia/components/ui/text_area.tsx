import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'

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

/** A text area with a "count/max" counter; input past the maximum is cut. */
export function TextArea({
  label,
  value,
  onChange,
  maxLength = DEFAULT_TEXTAREA_MAX,
  rows = 3,
  error,
  description,
  isRequired,
  className = '',
  placeholder,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      value={value}
      onChange={(text) => onChange(text.slice(0, maxLength))}
      isRequired={isRequired}
      isInvalid={!!error}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${className}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <span
          className="text-xs text-gray-500 tabular-nums dark:text-gray-400"
          data-testid="counter"
        >
          {value.length}/{maxLength}
        </span>
      </div>
      <AriaTextArea rows={rows} className={controlClasses} placeholder={placeholder} />
      <FieldMessages description={description} error={error} />
    </AriaTextField>
  )
}
