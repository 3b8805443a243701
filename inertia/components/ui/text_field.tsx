import { Input } from 'react-aria-components/Input'
import { TextField as AriaTextField } from 'react-aria-components/TextField'
import { CharacterCount, controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'
import { filterInput, type InputFilter } from '~/lib/input_filters'

export interface TextFieldProps {
  name: string
  label: string
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  /** `number`: whole numbers; `decimal`: amounts and rates typed the Romanian way ("4.500,50"). */
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'decimal' | 'url'
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
  /** Maximum characters: a "count/max" counter beside the label, typing past it is cut (as TextArea). */
  maxLength?: number
}

const filterOfType: Partial<Record<NonNullable<TextFieldProps['type']>, InputFilter>> = {
  number: 'number',
  decimal: 'decimal',
  email: 'email',
  tel: 'phone',
}

/**
 * A labelled text input: react-aria's TextField; `error` (from the server) shows under it
 * and is tied with aria-describedby. The server checks: the browser never blocks a submit.
 */
export function TextField({
  label,
  error,
  description,
  className = '',
  type = 'text',
  filter,
  onChange,
  maxLength,
  placeholder,
  ...props
}: TextFieldProps) {
  const activeFilter = filter === false ? undefined : (filter ?? filterOfType[type])
  const labelElement = <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
  return (
    <AriaTextField
      {...props}
      // Numbers are typed as text so that the filter, not the browser, decides what stays.
      type={type === 'number' || type === 'decimal' ? 'text' : type}
      inputMode={type === 'number' ? 'numeric' : type === 'decimal' ? 'decimal' : undefined}
      isInvalid={!!error}
      validationBehavior="aria"
      onChange={(value) => onChange?.(filterInput(value, activeFilter).slice(0, maxLength))}
      className={`flex flex-col gap-1 ${className}`}
    >
      {maxLength === undefined ? (
        labelElement
      ) : (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          <CharacterCount count={String(props.value ?? '').length} max={maxLength} />
        </div>
      )}
      <Input placeholder={placeholder} className={controlClasses} />
      <FieldMessages description={description} error={error} />
    </AriaTextField>
  )
}
