import { lazy, useState } from 'react'
import { Deferred } from '~/components/ui/deferred'
import { controlClasses } from '~/components/ui/field_classes'
import { PlainLabel, PlainMessages, usePlainField } from '~/components/ui/plain_field'
import type { TagInputProps } from '~/components/ui/tag_input_options'
import { useIntent } from '~/lib/use_intent'

export { MAX_TAG_LENGTH, MAX_TAGS, type TagInputProps } from '~/components/ui/tag_input_options'

// The react-aria tag input (TagGroup and its collections) loads when the user reaches for the
// field; until then an input that looks the same, keeps what is typed, and lists the tags.
const TagInputWidget = lazy(() => import('~/components/ui/tag_input_widget'))

/**
 * Free-text tags: Enter, Tab or comma adds what was typed; Backspace in an
 * empty input removes the last tag. At most 10 tags of 20 characters, no
 * duplicates (case-insensitive). Until the first hover, focus or press a
 * stand-in (`useIntent`); the widget then takes over the typed text and the focus.
 */
export function TagInput(props: TagInputProps) {
  const { intent, handlers } = useIntent()
  const [typed, setTyped] = useState('')
  const { label, value, error, description, placeholder, isRequired } = props
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
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          // Enter adds a tag once the widget is there; it never submits the form meanwhile.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
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
        <TagInputWidget {...props} defaultText={typed} autoFocus={intent.focus} />
      )}
    />
  )
}
