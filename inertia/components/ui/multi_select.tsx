import { useState } from 'react'
import { ComboField, type SelectBaseProps } from '~/components/ui/select'
import { RemovableTags } from '~/components/ui/removable_tags'

export type MultiSelectProps = SelectBaseProps & {
  value: (string | number)[]
  onChange: (value: (string | number)[]) => void
}

/**
 * A searchable multi select: the chosen options are removable tags (react-aria's
 * TagGroup) beside the ComboBox that adds more; Backspace in its empty input
 * removes the last one, as in TagInput. An option's `detail` shows in the
 * list and on its tag (two products of the same name).
 */
export function MultiSelect({ options, value, onChange, ...fields }: MultiSelectProps) {
  const { label } = fields
  const [inputValue, setInputValue] = useState('')
  const chosen = options.filter((option) => value.includes(option.value))
  const available = options.filter(
    (option) =>
      !value.includes(option.value) &&
      option.label.toLowerCase().includes(inputValue.trim().toLowerCase())
  )

  return (
    <div className="flex flex-col gap-1">
      {chosen.length > 0 && (
        <RemovableTags
          label={label}
          tags={chosen.map((option) => ({
            id: option.value,
            label: option.detail ? `${option.label} (${option.detail})` : option.label,
          }))}
          onRemove={(keys) => onChange(value.filter((item) => !keys.has(item)))}
          className="order-2"
          listClassName="flex flex-wrap gap-1.5"
        />
      )}
      <ComboField
        {...fields}
        items={available}
        inputValue={inputValue}
        onInputChange={setInputValue}
        selectedKey={null}
        onKeyDown={(event) => {
          if (event.key === 'Backspace' && inputValue === '' && value.length > 0) {
            onChange(value.slice(0, -1))
          }
        }}
        onSelectionChange={(key) => {
          if (key === null) return
          const option = options.find((o) => o.value === key)
          if (option) onChange([...value, option.value])
          setInputValue('')
        }}
        keepOpen
        className="order-1 flex flex-col gap-1"
      />
    </div>
  )
}
