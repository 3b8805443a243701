import { FieldError } from 'react-aria-components/FieldError'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { errorClasses, labelClasses } from '~/components/ui/field_classes'

// The classes live in a file without react-aria, for the native controls (plain_field.tsx).
export { controlClasses, errorClasses, labelClasses } from '~/components/ui/field_classes'
export { FieldGroup } from '~/components/ui/plain_field'

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
