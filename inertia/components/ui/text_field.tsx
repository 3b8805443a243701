import { Input, TextField as AriaTextField } from 'react-aria-components'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'
import { filterInput, type InputFilter } from '~/lib/input_filters'

export interface TextFieldProps {
  name: string
  label: string
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'url'
  /** Characters kept while typing; by default from `type` (number, email, tel). */
  filter?: InputFilter | false
  error?: string
  description?: string
  autoComplete?: string
  isRequired?: boolean
  isDisabled?: boolean
  isReadOnly?: boolean
  autoFocus?: boolean
  placeholder?: string
  className?: string
}

const filterOfType: Partial<Record<NonNullable<TextFieldProps['type']>, InputFilter>> = {
  number: 'number',
  email: 'email',
  tel: 'phone',
}

/** A labelled text input; `error` (from the server) shows under it and is tied with aria-describedby. */
export function TextField({
  label,
  error,
  description,
  className = '',
  placeholder,
  type = 'text',
  filter,
  onChange,
  isRequired,
  ...props
}: TextFieldProps) {
  const activeFilter = filter === false ? undefined : (filter ?? filterOfType[type])
  return (
    <AriaTextField
      {...props}
      // Numbers are typed as text so that the filter, not the browser, decides what stays.
      type={type === 'number' ? 'text' : type}
      inputMode={type === 'number' ? 'numeric' : undefined}
      isRequired={isRequired}
      onChange={(value) => onChange?.(filterInput(value, activeFilter))}
      isInvalid={!!error}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${className}`}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input className={controlClasses} placeholder={placeholder} />
      <FieldMessages description={description} error={error} />
    </AriaTextField>
  )
}
