import { useState, type KeyboardEvent } from 'react'
import { Input, TextField as AriaTextField } from 'react-aria-components'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'
import { RemovableTags } from '~/components/ui/removable_tags'
import { useT } from '~/lib/i18n'

export const MAX_TAGS = 10
export const MAX_TAG_LENGTH = 20

export type TagInputProps = {
  label: string
  value: string[]
  onChange: (tags: string[]) => void
  maxTags?: number
  maxLength?: number
  error?: string
  description?: string
  placeholder?: string
  isRequired?: boolean
}

/**
 * What typing in a tag input does: Enter, Tab (with text) or a comma adds what
 * was typed; Backspace in an empty input removes the last tag. A refused tag says why.
 */
function useTagEditing({
  value,
  onChange,
  maxTags = MAX_TAGS,
  maxLength = MAX_TAG_LENGTH,
}: Pick<TagInputProps, 'value' | 'onChange' | 'maxTags' | 'maxLength'>) {
  const t = useT()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  function add(raw: string) {
    const tag = raw.trim()
    if (!tag) return
    if (tag.length > maxLength) return setProblem(t('ui.tags.too_long', { max: maxLength }))
    if (value.length >= maxTags) return setProblem(t('ui.tags.too_many', { max: maxTags }))
    if (value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      return setProblem(t('ui.tags.duplicate'))
    }
    onChange([...value, tag])
    setText('')
    setProblem(null)
  }

  return {
    text,
    problem,
    onTextChange(next: string) {
      if (next.endsWith(',')) return add(next.slice(0, -1))
      setText(next)
      setProblem(null)
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      // Which keys add or remove a tag (spec); focus and navigation stay react-aria's.
      if (event.key === 'Enter' || (event.key === 'Tab' && text.trim())) {
        event.preventDefault()
        add(text)
      } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
        onChange(value.slice(0, -1))
      }
    },
  }
}

/**
 * Free-text tags: Enter, Tab or comma adds what was typed; Backspace in an
 * empty input removes the last tag. At most 10 tags of 20 characters, no
 * duplicates (case-insensitive). The tags are a react-aria TagGroup (arrow
 * keys move between them, Delete or their button removes one).
 */
export function TagInput(props: TagInputProps) {
  const { label, value, onChange, error, description, placeholder, isRequired } = props
  const editing = useTagEditing(props)
  const message = editing.problem ?? error

  return (
    <AriaTextField
      value={editing.text}
      onChange={editing.onTextChange}
      isRequired={isRequired}
      isInvalid={!!message}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={`${controlClasses} flex flex-wrap items-center gap-1.5`}>
        {value.length > 0 && (
          <RemovableTags
            label={label}
            tags={value.map((tag) => ({ id: tag, label: tag }))}
            onRemove={(keys) => onChange(value.filter((tag) => !keys.has(tag)))}
            className="contents"
            listClassName="contents"
          />
        )}
        <Input
          placeholder={placeholder}
          className="min-w-24 flex-1 border-0 bg-transparent p-0 text-sm outline-none focus:ring-0"
          onKeyDown={editing.onKeyDown}
        />
      </div>
      <FieldMessages description={description} error={message ?? undefined} />
    </AriaTextField>
  )
}
