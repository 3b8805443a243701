import { Input, Label, SearchField } from 'react-aria-components'
import { controlClasses } from '~/components/ui/field'
import { useT } from '~/lib/i18n'

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
