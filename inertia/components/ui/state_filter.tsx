import { router } from '@inertiajs/react'
import { ToggleButton } from 'react-aria-components/ToggleButton'
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup'
import type { ListViewState } from '~/components/ui/data_table'

export type SoftDeleteState = 'active' | 'deleted' | 'all'

const states: SoftDeleteState[] = ['active', 'deleted', 'all']

/**
 * Active / deleted / all: react-aria's ToggleButtonGroup with one choice (a radio group of
 * buttons; ←/→ move between them, Enter or Space chooses).
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
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const next = states.find((state) => keys.has(state))
        if (next && next !== value) onChange(next)
      }}
      className="flex overflow-hidden rounded-lg border border-gray-300 text-sm dark:border-gray-600"
    >
      {states.map((key) => (
        <ToggleButton
          key={key}
          id={key}
          className="cursor-pointer px-3 py-1.5 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 selected:bg-brand-600 selected:text-white"
        >
          {labels[key]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
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
