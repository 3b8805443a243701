import {
  Button as AriaButton,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectValue,
} from 'react-aria-components'
import { controlClasses } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { useT } from '~/lib/i18n'

/** Page sizes of every list (spec §9). */
export const PAGE_SIZES = [10, 20, 50, 100, 200]

/**
 * The search box of a list (data table or cards). The list decides when to
 * search (500 ms after typing stops) through `onChange`; clearing searches at once.
 */
export function SearchBox({
  value,
  onChange,
  onClear,
  label,
  placeholder,
  className = 'flex w-full max-w-xs flex-col gap-1',
}: {
  value: string
  onChange: (value: string) => void
  onClear: () => void
  label?: string
  placeholder?: string
  className?: string
}) {
  const t = useT()
  return (
    <SearchField value={value} onChange={onChange} onClear={onClear} className={className}>
      <Label className="text-sm font-medium text-gray-700 dark:text-gray-200">
        {label ?? t('ui.search')}
      </Label>
      <Input placeholder={placeholder ?? t('ui.search_placeholder')} className={controlClasses} />
    </SearchField>
  )
}

/** "Pe pagină": 10, 20, 50, 100 or 200 rows or cards. */
export function PageSizeSelect({
  value,
  onChange,
}: {
  value: number
  onChange: (size: number) => void
}) {
  const t = useT()
  return (
    <Select
      selectedKey={String(value)}
      onSelectionChange={(key) => onChange(Number(key))}
      className="flex items-center gap-2 text-sm"
    >
      <Label className="text-gray-600 dark:text-gray-300">{t('ui.per_page')}</Label>
      <AriaButton className="flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-1.5 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-gray-600 dark:bg-gray-900">
        <SelectValue />
        <Icon name="chevron-down" className="size-4" />
      </AriaButton>
      <Popover className="rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-800">
        <ListBox className="outline-none">
          {PAGE_SIZES.map((size) => (
            <ListBoxItem
              key={size}
              id={String(size)}
              className="cursor-pointer rounded px-3 py-1.5 text-sm outline-none focus:bg-gray-100 selected:font-semibold dark:focus:bg-gray-700"
            >
              {String(size)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}
