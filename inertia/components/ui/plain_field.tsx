import { useId } from 'react'
import { errorClasses, labelClasses } from '~/components/ui/field_classes'

/**
 * Label, description and server error of a native control (no react-aria:
 * the kit's TextField, TextArea and ColorInput load on every form page).
 * `usePlainField` gives the control's id and its aria-describedby.
 */
export function usePlainField({ description, error }: { description?: unknown; error?: unknown }) {
  const id = useId()
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined
  return { id, describedBy }
}

/** The label, with the required mark hidden from screen readers (they announce "required"). */
export function PlainLabel({
  htmlFor,
  isRequired,
  children,
}: {
  htmlFor: string
  isRequired?: boolean
  children: React.ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className={labelClasses}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      )}
    </label>
  )
}

/** Description and error under the control, with the ids `usePlainField` describes it by. */
export function PlainMessages({
  id,
  description,
  error,
}: {
  id: string
  description?: React.ReactNode
  error?: string | null
}) {
  return (
    <>
      {description && (
        <span id={`${id}-description`} className="text-xs text-gray-500 dark:text-gray-400">
          {description}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={errorClasses}>
          {error}
        </span>
      )}
    </>
  )
}

/**
 * The same label, description and error for a control that is not a single
 * field (the image uploader: a preview and buttons). The group is named by
 * the label; `children` receives the ids to put in aria-describedby.
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

/** "count/max" beside a label (TextArea, TextField with maxLength). */
export function CharacterCount({ count, max }: { count: number; max: number }) {
  return (
    <span className="text-xs text-gray-500 tabular-nums dark:text-gray-400" data-testid="counter">
      {count}/{max}
    </span>
  )
}
