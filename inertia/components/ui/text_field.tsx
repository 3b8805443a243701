import { controlClasses } from '~/components/ui/field_classes'
import {
  CharacterCount,
  PlainLabel,
  PlainMessages,
  usePlainField,
} from '~/components/ui/plain_field'
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
  /** Maximum characters: a "count/max" counter beside the label, typing past it is cut (as TextArea). */
  maxLength?: number
}

const filterOfType: Partial<Record<NonNullable<TextFieldProps['type']>, InputFilter>> = {
  number: 'number',
  email: 'email',
  tel: 'phone',
}

/**
 * A labelled text input; `error` (from the server) shows under it and is tied with
 * aria-describedby. Native (no react-aria): the server checks, the browser never blocks.
 */
export function TextField({
  label,
  error,
  description,
  className = '',
  type = 'text',
  filter,
  onChange,
  isRequired,
  isDisabled,
  isReadOnly,
  maxLength,
  ...props
}: TextFieldProps) {
  const activeFilter = filter === false ? undefined : (filter ?? filterOfType[type])
  const { id, describedBy } = usePlainField({ description, error })
  const labelElement = (
    <PlainLabel htmlFor={id} isRequired={isRequired}>
      {label}
    </PlainLabel>
  )
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {maxLength === undefined ? (
        labelElement
      ) : (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          <CharacterCount count={String(props.value ?? '').length} max={maxLength} />
        </div>
      )}
      <input
        {...props}
        id={id}
        // Numbers are typed as text so that the filter, not the browser, decides what stays.
        type={type === 'number' ? 'text' : type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        disabled={isDisabled}
        readOnly={isReadOnly}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) =>
          onChange?.(filterInput(event.target.value, activeFilter).slice(0, maxLength))
        }
        className={controlClasses}
      />
      <PlainMessages id={id} description={description} error={error} />
    </div>
  )
}
