import { useId } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'

/**
 * The kit's one field system. A control built on a react-aria field (TextField, ComboBox,
 * DatePicker…) puts FieldLabel and FieldMessages inside it: react-aria ties the label,
 * description and error to the control. A control made of several parts (an image with its
 * buttons) is a FieldGroup; a control react-aria has no field for (the rich-text editor) takes
 * its ids from useFieldIds and shows FieldMessages with `id`.
 */
export const labelClasses = 'text-sm font-medium text-gray-700 dark:text-gray-200'
export const errorClasses = 'text-sm text-red-600 dark:text-red-400'
export const descriptionClasses = 'text-xs text-gray-500 dark:text-gray-400'
export const controlClasses =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 outline-none transition placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 invalid:border-red-500 aria-[invalid=true]:border-red-500 disabled:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:disabled:bg-gray-700'

/** The required mark, hidden from screen readers (they announce "required"). */
function RequiredMark({ isRequired }: { isRequired?: boolean }) {
  return isRequired ? (
    <span aria-hidden="true" className="text-red-600">
      {' '}
      *
    </span>
  ) : null
}

/** The label of a react-aria field. */
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
      <RequiredMark isRequired={isRequired} />
    </Label>
  )
}

/**
 * Description and server error under a field. Inside a react-aria field they are its
 * description and FieldError (shown while the field is invalid); with `id` (useFieldIds)
 * they carry the ids the control's aria-describedby names.
 */
export function FieldMessages({
  id,
  description,
  error,
}: {
  id?: string
  description?: React.ReactNode
  error?: string | null
}) {
  if (id !== undefined) {
    return (
      <>
        {description && (
          <span id={`${id}-description`} className={descriptionClasses}>
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
  return (
    <>
      {description && (
        <Text slot="description" className={descriptionClasses}>
          {description}
        </Text>
      )}
      <FieldError className={errorClasses}>{error}</FieldError>
    </>
  )
}

/** The ids of a control react-aria has no field for: its own, its label's, its aria-describedby. */
export function useFieldIds({ description, error }: { description?: unknown; error?: unknown }) {
  const id = useId()
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined
  return { id, labelId: `${id}-label`, describedBy }
}

/** A label that is not a `<label>` (names a group or an editable region by its id). */
export function FieldCaption({
  id,
  isRequired,
  children,
}: {
  id: string
  isRequired?: boolean
  children: React.ReactNode
}) {
  return (
    <span id={id} className={labelClasses}>
      {children}
      <RequiredMark isRequired={isRequired} />
    </span>
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
      <FieldCaption id={labelId}>{label}</FieldCaption>
      {children(describedBy)}
      {description && (
        <p id={descriptionId} className={descriptionClasses}>
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
