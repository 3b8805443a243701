import { useId } from 'react'
import { FieldError, Label, Text } from 'react-aria-components'

export const labelClasses = 'text-sm font-medium text-gray-700 dark:text-gray-200'
export const errorClasses = 'text-sm text-red-600 dark:text-red-400'
export const controlClasses =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 outline-none transition placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 invalid:border-red-500 disabled:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:disabled:bg-gray-700'

/** The label of a react-aria field, with the required mark hidden from screen readers (they announce "required"). */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: React.ReactNode
  isRequired?: boolean
}) {
  return (
    <Label className={labelClasses}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      )}
    </Label>
  )
}

/** Description and server error of a react-aria field, tied to it with aria-describedby. */
export function FieldMessages({
  description,
  error,
}: {
  description?: React.ReactNode
  error?: string
}) {
  return (
    <>
      {description && (
        <Text slot="description" className="text-xs text-gray-500 dark:text-gray-400">
          {description}
        </Text>
      )}
      <FieldError className={errorClasses}>{error}</FieldError>
    </>
  )
}

/**
 * The same label, description and error for a control that is not a single
 * react-aria field (the image uploader: a preview and buttons). The group is
 * named by the label; `children` receives the ids to put in aria-describedby.
 */
export function FieldGroup({
  label,
  description,
  error,
  className = '',
  children,
}: {
  label: React.ReactNode
  description?: React.ReactNode
  error?: string | null
  className?: string
  children: (describedBy: string | undefined) => React.ReactNode
}) {
  const id = useId()
  const labelId = `${id}-label`
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const describedBy =
    [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div role="group" aria-labelledby={labelId} className={`flex flex-col gap-2 ${className}`}>
      <span id={labelId} className={labelClasses}>
        {label}
      </span>
      {children(describedBy)}
      {description && (
        <p id={descriptionId} className="text-xs text-gray-500 dark:text-gray-400">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClasses} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
