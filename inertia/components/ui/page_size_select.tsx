import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components'
import { Icon } from '~/components/ui/icon'
import { useT } from '~/lib/i18n'

/** Page sizes of every list (spec §9). */
export const PAGE_SIZES = [10, 20, 50, 100, 200]

export type PageSizeProps = { value: number; onChange: (size: number) => void }

/**
 * "Pe pagină": 10, 20, 50, 100 or 200 rows or cards (react-aria's Select). Its
 * own file (not with SearchBox): lists without a page size do not download it.
 */
export function PageSizeSelect({ value, onChange }: PageSizeProps) {
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
