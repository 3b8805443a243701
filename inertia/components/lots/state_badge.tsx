const TONES: Record<string, string> = {
  scheduled: 'bg-gray-100 text-gray-700 dark:bg-gray-700 dark:text-gray-200',
  open: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-200',
  closed: 'bg-gray-200 text-gray-800 dark:bg-gray-600 dark:text-gray-100',
  leading: 'bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-200',
  outbid: 'bg-gray-100 text-gray-700 dark:bg-gray-700 dark:text-gray-200',
  won: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-200',
  withdrawn: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-200',
  renounced: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-200',
}

/** A lot's or a bid's state as a small coloured label (the text says it; the colour helps). */
export function StateBadge({ state, label }: { state: string; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${TONES[state] ?? ''}`}
    >
      {label}
    </span>
  )
}
