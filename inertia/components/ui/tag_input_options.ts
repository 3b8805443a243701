/** The tag input's limits, props and editing (without react-aria: the stand-in and the widget share them). */
import { useState, type KeyboardEvent } from 'react'
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
 * What typing in a tag input does, shared by the stand-in and the widget (the
 * state lives in TagInput, so nothing typed or pressed is lost when the widget
 * takes over): Enter, Tab (with text) or a comma adds what was typed;
 * Backspace in an empty input removes the last tag. A refused tag says why.
 */
export function useTagEditing({
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
    if (tag.length > maxLength) return setProblem(t('ui.tags.too_long', { n: maxLength }))
    if (value.length >= maxTags) return setProblem(t('ui.tags.too_many', { n: maxTags }))
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

export type TagEditing = ReturnType<typeof useTagEditing>
