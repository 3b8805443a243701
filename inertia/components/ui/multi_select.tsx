import { useState } from 'react'
import { ComboField, type SelectBaseProps } from '~/components/ui/select'
import { RemovableTags } from '~/components/ui/tag_input'

export type MultiSelectProps = SelectBaseProps & {
  value: (string | number)[]
  onChange: (value: (string | number)[]) => void
}

/**
 * A searchable multi select: the chosen options are removable tags (react-aria's
 * TagGroup) beside the ComboBox that adds more.
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
          tags={chosen.map((option) => ({ id: option.value, label: option.label }))}
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
