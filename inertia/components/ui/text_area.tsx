import { TextArea as AriaTextArea } from 'react-aria-components/TextArea'
import { TextField } from 'react-aria-components/TextField'
import { CharacterCount, controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'

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

/** A text area (react-aria's TextField) with a "count/max" counter; input past the maximum is cut. */
export function TextArea({
  label,
  value,
  onChange,
  maxLength = DEFAULT_TEXTAREA_MAX,
  rows = 3,
  error,
  description,
  className = '',
  placeholder,
  ...props
}: TextAreaProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next) => onChange(next.slice(0, maxLength))}
      isInvalid={!!error}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${className}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <CharacterCount count={value.length} max={maxLength} />
      </div>
      <AriaTextArea rows={rows} placeholder={placeholder} className={controlClasses} />
      <FieldMessages description={description} error={error} />
    </TextField>
  )
}
