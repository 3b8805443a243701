import { useId } from 'react'
import { controlClasses, labelClasses } from '~/components/ui/field'
import { useT } from '~/lib/i18n'

/**
 * The search box of a list (data table or cards). The list decides when to
 * search (once typing pauses) through `onChange`; clearing searches at once.
 * A native search input (as react-aria's SearchField: Escape clears it).
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
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label ?? t('ui.search')}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || value === '') return
          event.preventDefault()
          onChange('')
          onClear()
        }}
        placeholder={placeholder ?? t('ui.search_placeholder')}
        className={controlClasses}
      />
    </div>
  )
}

/**
 * What an empty list says: that its search found nothing ("Niciun rezultat
 * pentru „…”"), or, with no search, the list's own empty text.
 */
export function EmptyListText({ search, empty }: { search: string; empty: string }) {
  const t = useT()
  return <>{search ? t('ui.no_match', { search }) : empty}</>
}
