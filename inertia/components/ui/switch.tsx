import { Switch as AriaSwitch } from 'react-aria-components/Switch'

export interface SwitchProps {
  name?: string
  label: React.ReactNode
  isSelected?: boolean
  onChange?: (selected: boolean) => void
  isDisabled?: boolean
  className?: string
}

/**
 * An on/off switch: react-aria's (a native checkbox with role "switch", visually hidden
 * behind the drawn track; Space toggles, the label is clickable).
 */
export function Switch({ label, className = '', ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={`group flex cursor-pointer items-center gap-3 text-sm text-gray-700 disabled:cursor-not-allowed disabled:opacity-50 dark:text-gray-200 ${className}`}
    >
      <span
        aria-hidden="true"
        className="flex h-6 w-11 shrink-0 items-center rounded-full bg-gray-300 p-0.5 transition-colors group-selected:bg-brand-600 group-focus-visible:ring-2 group-focus-visible:ring-brand-500 group-focus-visible:ring-offset-2 dark:bg-gray-600 dark:ring-offset-gray-900 group-selected:[&>span]:translate-x-5"
      >
        <span className="size-5 rounded-full bg-white shadow transition-transform" />
      </span>
      {label}
    </AriaSwitch>
  )
}
