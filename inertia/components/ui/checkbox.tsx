import { Checkbox as AriaCheckbox } from 'react-aria-components/Checkbox'

export interface CheckboxProps {
  name?: string
  isSelected?: boolean
  onChange?: (selected: boolean) => void
  isDisabled?: boolean
  children: React.ReactNode
}

/** A checkbox: react-aria's (a native input, visually hidden, behind the drawn box). */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className="group flex cursor-pointer items-center gap-2 text-sm text-gray-700 disabled:cursor-not-allowed disabled:opacity-50 dark:text-gray-200"
    >
      <span
        aria-hidden="true"
        className="flex size-4 items-center justify-center rounded border border-gray-400 bg-white group-selected:border-brand-600 group-selected:bg-brand-600 group-focus-visible:ring-2 group-focus-visible:ring-brand-500 dark:border-gray-500 dark:bg-gray-800 [&>svg]:hidden group-selected:[&>svg]:block"
      >
        <svg viewBox="0 0 18 18" className="size-3 fill-none stroke-white stroke-[3]">
          <polyline points="1 9 7 14 15 4" />
        </svg>
      </span>
      {children}
    </AriaCheckbox>
  )
}
