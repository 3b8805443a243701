import { useId } from 'react'
import { FieldError, Label, Text } from 'react-aria-components'
import { errorClasses, labelClasses } from '~/components/ui/field_classes'

// The classes live in a file without react-aria, for light stand-ins (see ~/lib/use_intent).
export { controlClasses, errorClasses, labelClasses } from '~/components/ui/field_classes'

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
