import { lazy } from 'react'
import { Deferred } from '~/components/ui/deferred'
import { controlClasses } from '~/components/ui/field_classes'
import { PlainLabel, PlainMessages, usePlainField } from '~/components/ui/plain_field'
import { useTagEditing, type TagInputProps } from '~/components/ui/tag_input_options'
import { useIntent } from '~/lib/use_intent'

export { MAX_TAG_LENGTH, MAX_TAGS, type TagInputProps } from '~/components/ui/tag_input_options'

// The react-aria tag input (TagGroup and its collections) loads when the user reaches for the
// field; until then an input that looks the same, lists the tags and adds them the same way
// (the typed text and the keys are useTagEditing, held here across the swap).
const TagInputWidget = lazy(() => import('~/components/ui/tag_input_widget'))

/**
 * Free-text tags: Enter, Tab or comma adds what was typed; Backspace in an
 * empty input removes the last tag. At most 10 tags of 20 characters, no
 * duplicates (case-insensitive). Until the first hover, focus or press a
 * stand-in (`useIntent`) that edits the same way; the widget then takes over
 * the typed text and the focus.
 */
export function TagInput(props: TagInputProps) {
  const { intent, handlers } = useIntent()
  const editing = useTagEditing(props)
  const { label, value, description, placeholder, isRequired } = props
  const error = editing.problem ?? props.error
  const { id, describedBy } = usePlainField({ description, error })
  const standIn = (
    <div className="flex flex-col gap-1" {...handlers}>
      <PlainLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </PlainLabel>
      <div className={`${controlClasses} flex flex-wrap items-center gap-1.5`}>
        {value.length > 0 && (
          <ul aria-label={label} className="contents">
            {value.map((tag) => (
              <li
                key={tag}
                className="flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-gray-700 dark:text-gray-100"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          value={editing.text}
          onChange={(event) => editing.onTextChange(event.target.value)}
          onKeyDown={editing.onKeyDown}
          placeholder={placeholder}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-24 flex-1 border-0 bg-transparent p-0 text-sm outline-none focus:ring-0"
        />
      </div>
      <PlainMessages id={id} description={description} error={error} />
    </div>
  )
  return (
    <Deferred
      intent={intent}
      standIn={standIn}
      widget={(intent) => (
        <TagInputWidget {...props} editing={editing} autoFocus={intent.focus} />
      )}
    />
  )
}
