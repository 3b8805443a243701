import { Switch as AriaSwitch } from 'react-aria-components'

export interface SwitchProps {
  name?: string
  label: React.ReactNode
  isSelected?: boolean
  onChange?: (selected: boolean) => void
  isDisabled?: boolean
  className?: string
}

/** An on/off switch (react-aria: role "switch", Space toggles, label clickable). */
export function Switch({ label, className = '', ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={`group flex cursor-pointer items-center gap-3 text-sm text-gray-700 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 dark:text-gray-200 ${className}`}
    >
      <span
        aria-hidden="true"
        className="flex h-6 w-11 shrink-0 items-center rounded-full bg-gray-300 p-0.5 transition-colors group-data-[selected]:bg-brand-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-500 group-data-[focus-visible]:ring-offset-2 dark:bg-gray-600 dark:ring-offset-gray-900"
      >
        <span className="size-5 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-5" />
      </span>
      {label}
    </AriaSwitch>
  )
}
