import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components'

export interface TextFieldProps {
  name: string
  label: string
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'url'
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

export const inputClasses =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 outline-none transition placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 invalid:border-red-500 disabled:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:disabled:bg-gray-700'

/** A labelled text input; `error` (from the server) shows under it and is tied with aria-describedby. */
export function TextField({
  label,
  error,
  description,
  className = '',
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={!!error}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${className}`}
    >
      <Label className="text-sm font-medium text-gray-700 dark:text-gray-200">
        {label}
        {props.isRequired && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </Label>
      <Input className={inputClasses} placeholder={placeholder} />
      {description && (
        <Text slot="description" className="text-xs text-gray-500 dark:text-gray-400">
          {description}
        </Text>
      )}
      <FieldError className="text-sm text-red-600 dark:text-red-400">{error}</FieldError>
    </AriaTextField>
  )
}
