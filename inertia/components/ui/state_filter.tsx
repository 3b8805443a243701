import { router } from '@inertiajs/react'
import { arrowTarget } from '~/components/ui/tab_strip'
import type { ListViewState } from '~/components/ui/data_table'

export type SoftDeleteState = 'active' | 'deleted' | 'all'

/**
 * Active / deleted / all, as react-aria's ToggleButtonGroup renders it (a radio group of
 * buttons; ←/→ move between them, Enter or Space chooses): native, no react-aria.
 */
export function StateFilter({
  label,
  labels,
  value,
  onChange,
}: {
  label: string
  labels: Record<SoftDeleteState, string>
  value: SoftDeleteState
  onChange: (state: SoftDeleteState) => void
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      onKeyDown={moveBetweenRadios}
      className="flex overflow-hidden rounded-lg border border-gray-300 text-sm dark:border-gray-600"
    >
      {(['active', 'deleted', 'all'] as const).map((key) => (
        <button
          key={key}
          type="button"
          role="radio"
          aria-checked={value === key}
          tabIndex={value === key ? 0 : -1}
          onClick={() => value !== key && onChange(key)}
          className={`px-3 py-1.5 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${value === key ? 'bg-brand-600 text-white' : ''}`}
        >
          {labels[key]}
        </button>
      ))}
    </div>
  )
}

/** ←/→ (wrapping), Home and End move the focus between the buttons of a radio group. */
function moveBetweenRadios(event: React.KeyboardEvent<HTMLElement>) {
  const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')]
  const index = radios.indexOf(document.activeElement as HTMLElement)
  const next = arrowTarget(event.key, index, radios.length)
  if (index < 0 || next === undefined) return
  event.preventDefault()
  radios[next].focus()
}

/** Shows the list's rows of another state, keeping its sort, page size and search. */
export function showState(indexUrl: string, state: ListViewState, next: SoftDeleteState) {
  const query: Record<string, string | number> = {
    sort: state.sort,
    direction: state.direction,
    per_page: state.perPage,
  }
  if (state.search) query.search = state.search
  if (next !== 'active') query.state = next
  router.get(indexUrl, query, { preserveState: true, preserveScroll: true, replace: true })
}
