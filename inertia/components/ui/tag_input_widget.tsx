import { useRef } from 'react'
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
import { useCaretToEndOnce, useFocusRequest } from '~/lib/use_intent'
import type { TagEditing, TagInputProps } from '~/components/ui/tag_input_options'

/**
 * The react-aria tag input behind TagInput (tag_input.tsx), its own chunk:
 * the tags are a react-aria TagGroup (arrow keys move between them, Delete
 * or their button removes one). What is typed and what the keys do is
 * `editing` (useTagEditing, held by TagInput across the swap); taking over
 * with the focus, the caret goes after the text typed in the stand-in.
 */
export default function TagInputWidget({
  label,
  value,
  onChange,
  error,
  description,
  placeholder,
  isRequired,
  editing,
  autoFocus,
}: TagInputProps & { editing: TagEditing; autoFocus?: boolean }) {
  const t = useT()
  const caretToEndOnce = useCaretToEndOnce(autoFocus === true)
  const input = useRef<HTMLInputElement>(null)
  useFocusRequest(autoFocus === true, input)
  const message = editing.problem ?? error

  return (
    <AriaTextField
      value={editing.text}
      onChange={editing.onTextChange}
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
          ref={input}
          placeholder={placeholder}
          className="min-w-24 flex-1 border-0 bg-transparent p-0 text-sm outline-none focus:ring-0"
          onFocus={caretToEndOnce}
          onKeyDown={editing.onKeyDown}
        />
      </div>
      <FieldMessages description={description} error={message ?? undefined} />
    </AriaTextField>
  )
}
