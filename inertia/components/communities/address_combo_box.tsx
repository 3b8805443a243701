import { useLayoutEffect, useRef } from 'react'
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'
import { useCaretToEndOnce } from '~/lib/use_intent'

/**
 * The react-aria combo box behind AddressSearch (address_search.tsx holds the
 * text, the places and the search): its own chunk, loaded when the user
 * reaches for the field.
 */
export default function AddressComboBox({
  label,
  placeholder,
  error,
  description,
  items,
  inputValue,
  onInputChange,
  onSelectionChange,
  emptyText,
  autoFocus,
}: {
  label: string
  placeholder: string
  error?: string
  description?: string
  items: { id: string; label: string }[]
  inputValue: string
  onInputChange: (text: string) => void
  onSelectionChange: (key: string) => void
  emptyText: string
  autoFocus?: boolean
}) {
  // Taking over from the stand-in with its text: the caret goes after that text, once.
  const caretToEndOnce = useCaretToEndOnce(autoFocus === true)
  const input = useRef<HTMLInputElement>(null)
  // The focus moves in the commit that removes the stand-in (not in an effect after it), so no
  // key typed meanwhile lands nowhere.
  useLayoutEffect(() => {
    if (autoFocus) input.current?.focus()
  }, []) // Only when taking over: later renders leave the focus where it is.
  return (
    <ComboBox
      items={items}
      inputValue={inputValue}
      onInputChange={onInputChange}
      onSelectionChange={(key) => {
        if (key !== null) onSelectionChange(String(key))
      }}
      allowsCustomValue
      menuTrigger="input"
      allowsEmptyCollection
      isInvalid={!!error}
      validationBehavior="aria"
      className="flex flex-col gap-1 sm:col-span-2"
    >
      <FieldLabel>{label}</FieldLabel>
      <Input
        ref={input}
        className={controlClasses}
        placeholder={placeholder}
        onFocus={caretToEndOnce}
      />
      <FieldMessages description={description} error={error} />
      <Popover className="max-h-64 w-(--trigger-width) overflow-auto rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-800">
        <ListBox<{ id: string; label: string }>
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-gray-500 dark:text-gray-400">{emptyText}</p>
          )}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none focus:bg-brand-50 dark:focus:bg-gray-700"
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
