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
import { PAGE_SIZES, pageSizeClasses, type PageSizeProps } from '~/components/ui/page_size_select'
import { useT } from '~/lib/i18n'
import { useOpenRequest } from '~/lib/use_intent'

/**
 * The react-aria select behind PageSizeSelect: its own chunk, loaded when the
 * user reaches for the select's light stand-in (page_size_select.tsx).
 */
export default function PageSizeListBox({
  value,
  onChange,
  defaultOpen,
  autoFocus,
}: PageSizeProps & { defaultOpen: boolean; autoFocus: boolean }) {
  const t = useT()
  const [isOpen, setOpen] = useOpenRequest(defaultOpen)
  return (
    <Select
      selectedKey={String(value)}
      onSelectionChange={(key) => onChange(Number(key))}
      isOpen={isOpen}
      onOpenChange={setOpen}
      autoFocus={autoFocus || defaultOpen}
      className={pageSizeClasses.field}
    >
      <Label className={pageSizeClasses.label}>{t('ui.per_page')}</Label>
      <AriaButton className={pageSizeClasses.button}>
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
