export interface SwitchProps {
  name?: string
  label: React.ReactNode
  isSelected?: boolean
  onChange?: (selected: boolean) => void
  isDisabled?: boolean
  className?: string
}

/**
 * An on/off switch: a native checkbox with role "switch" (Space toggles, the label is
 * clickable), visually hidden behind the drawn track, as react-aria's Switch renders it.
 */
export function Switch({
  label,
  className = '',
  name,
  isSelected,
  onChange,
  isDisabled,
}: SwitchProps) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 text-sm text-gray-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 dark:text-gray-200 ${className}`}
    >
      <input
        type="checkbox"
        role="switch"
        name={name}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange?.(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="flex h-6 w-11 shrink-0 items-center rounded-full bg-gray-300 p-0.5 transition-colors peer-checked:bg-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 dark:bg-gray-600 dark:ring-offset-gray-900 peer-checked:[&>span]:translate-x-5"
      >
        <span className="size-5 rounded-full bg-white shadow transition-transform" />
      </span>
      {label}
    </label>
  )
}
