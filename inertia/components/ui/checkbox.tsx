export interface CheckboxProps {
  name?: string
  isSelected?: boolean
  onChange?: (selected: boolean) => void
  children: React.ReactNode
}

/** A checkbox: a native one, visually hidden, behind the drawn box (as react-aria's). */
export function Checkbox({ children, name, isSelected, onChange }: CheckboxProps) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-700 dark:text-gray-200">
      <input
        type="checkbox"
        name={name}
        checked={isSelected}
        onChange={(event) => onChange?.(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="flex size-4 items-center justify-center rounded border border-gray-400 bg-white peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 dark:border-gray-500 dark:bg-gray-800 [&>svg]:hidden peer-checked:[&>svg]:block"
      >
        <svg viewBox="0 0 18 18" className="size-3 fill-none stroke-white stroke-[3]">
          <polyline points="1 9 7 14 15 4" />
        </svg>
      </span>
      {children}
    </label>
  )
}
