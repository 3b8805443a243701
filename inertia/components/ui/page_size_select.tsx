import { lazy, useId } from 'react'
import { Deferred } from '~/components/ui/deferred'
import { Icon } from '~/components/ui/icon'
import { useT } from '~/lib/i18n'
import { useIntent } from '~/lib/use_intent'

/** Page sizes of every list (spec §9). */
export const PAGE_SIZES = [10, 20, 50, 100, 200]

export type PageSizeProps = { value: number; onChange: (size: number) => void }

export const pageSizeClasses = {
  field: 'flex items-center gap-2 text-sm',
  label: 'text-gray-600 dark:text-gray-300',
  button:
    'flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-1.5 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-gray-600 dark:bg-gray-900',
}

// The react-aria select (list box, popover: most of a list page's JavaScript after the table)
// loads when the user reaches for it; until then a button that looks the same.
const PageSizeListBox = lazy(() => import('~/components/ui/page_size_listbox'))

/**
 * "Pe pagină": 10, 20, 50, 100 or 200 rows or cards. Its own file (not with
 * SearchBox): lists without a page size do not download the select.
 */
export function PageSizeSelect({ value, onChange }: PageSizeProps) {
  const t = useT()
  const id = useId()
  const { intent, handlers } = useIntent()
  const standIn = (
    <div className={pageSizeClasses.field}>
      <span id={`${id}-label`} className={pageSizeClasses.label}>
        {t('ui.per_page')}
      </span>
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${id}-value ${id}-label`}
        className={pageSizeClasses.button}
        {...handlers}
      >
        <span id={`${id}-value`}>{value}</span>
        <Icon name="chevron-down" className="size-4" />
      </button>
    </div>
  )
  return (
    <Deferred
      intent={intent}
      standIn={standIn}
      widget={(intent) => (
        <PageSizeListBox
          value={value}
          onChange={onChange}
          defaultOpen={intent.open}
          autoFocus={intent.focus}
        />
      )}
    />
  )
}
