import { useState } from 'react'
import {
  Button as AriaButton,
  Input,
  Tag,
  TagGroup,
  TagList,
  TextField as AriaTextField,
} from 'react-aria-components'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { useCaretToEndOnce } from '~/lib/use_intent'
import { MAX_TAG_LENGTH, MAX_TAGS, type TagInputProps } from '~/components/ui/tag_input_options'

/**
 * The react-aria tag input behind TagInput (tag_input.tsx), its own chunk:
 * the tags are a react-aria TagGroup (arrow keys move between them, Delete
 * or their button removes one). `defaultText` is what was typed in the
 * stand-in; the caret goes after it.
 */
export default function TagInputWidget({
  label,
  value,
  onChange,
  maxTags = MAX_TAGS,
  maxLength = MAX_TAG_LENGTH,
  error,
  description,
  placeholder,
  isRequired,
  defaultText = '',
  autoFocus,
}: TagInputProps & { defaultText?: string; autoFocus?: boolean }) {
  const t = useT()
  const [text, setText] = useState(defaultText)
  const caretToEndOnce = useCaretToEndOnce(autoFocus === true)
  const [problem, setProblem] = useState<string | null>(null)
  const message = problem ?? error

  function add(raw: string) {
    const tag = raw.trim()
    if (!tag) return true
    if (tag.length > maxLength) return fail(t('ui.tags.too_long', { n: maxLength }))
    if (value.length >= maxTags) return fail(t('ui.tags.too_many', { n: maxTags }))
    if (value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      return fail(t('ui.tags.duplicate'))
    }
    onChange([...value, tag])
    setText('')
    setProblem(null)
    return true
  }

  function fail(reason: string) {
    setProblem(reason)
    return false
  }

  return (
    <AriaTextField
      value={text}
      onChange={(next) => {
        if (next.endsWith(',')) {
          add(next.slice(0, -1))
        } else {
          setText(next)
          setProblem(null)
        }
      }}
      isRequired={isRequired}
      isInvalid={!!message}
      validationBehavior="aria"
      autoFocus={autoFocus}
      className="flex flex-col gap-1"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={`${controlClasses} flex flex-wrap items-center gap-1.5`}>
        {value.length > 0 && (
          <TagGroup
            aria-label={label}
            onRemove={(keys) => onChange(value.filter((tag) => !keys.has(tag)))}
            className="contents"
          >
            <TagList className="contents">
              {value.map((tag) => (
                <Tag
                  key={tag}
                  id={tag}
                  textValue={tag}
                  className="flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-gray-700 dark:text-gray-100"
                >
                  {tag}
                  <AriaButton
                    slot="remove"
                    aria-label={t('ui.tags.remove', { tag })}
                    className="rounded-full px-1 hover:bg-brand-100 dark:hover:bg-gray-600"
                  >
                    ×
                  </AriaButton>
                </Tag>
              ))}
            </TagList>
          </TagGroup>
        )}
        <Input
          placeholder={placeholder}
          className="min-w-24 flex-1 border-0 bg-transparent p-0 text-sm outline-none focus:ring-0"
          onFocus={caretToEndOnce}
          onKeyDown={(event) => {
            // Which keys add or remove a tag (spec); focus and navigation stay react-aria's.
            if (event.key === 'Enter' || (event.key === 'Tab' && text.trim())) {
              event.preventDefault()
              add(text)
            } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
              onChange(value.slice(0, -1))
            }
          }}
        />
      </div>
      <FieldMessages description={description} error={message ?? undefined} />
    </AriaTextField>
  )
}
