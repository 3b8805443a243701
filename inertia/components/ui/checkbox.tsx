import { Checkbox as AriaCheckbox } from 'react-aria-components'

export interface CheckboxProps {
  name?: string
  isSelected?: boolean
  onChange?: (selected: boolean) => void
  children: React.ReactNode
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className="group flex cursor-pointer items-center gap-2 text-sm text-gray-700 dark:text-gray-200"
    >
      <span
        aria-hidden="true"
        className="flex size-4 items-center justify-center rounded border border-gray-400 bg-white group-data-[selected]:border-brand-600 group-data-[selected]:bg-brand-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-500 dark:border-gray-500 dark:bg-gray-800"
      >
        <svg
          viewBox="0 0 18 18"
          className="hidden size-3 fill-none stroke-white stroke-[3] group-data-[selected]:block"
        >
          <polyline points="1 9 7 14 15 4" />
        </svg>
      </span>
      {children}
    </AriaCheckbox>
  )
}
