import { Link } from '@inertiajs/react'
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button'
import { Spinner } from '~/components/ui/spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-700',
  secondary:
    'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  ghost: 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-700',
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'isPending'> {
  variant?: ButtonVariant
  className?: string
  children?: React.ReactNode
  /** Shows a spinner and disables the button (e.g. while a form is processing). */
  processing?: boolean
}

export function buttonClasses(variant: ButtonVariant = 'primary', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium outline-none transition focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:ring-offset-gray-900 ${variants[variant]} ${extra}`
}

/**
 * react-aria's button (pressed with the mouse, a touch, Enter or Space; type "button"
 * unless told); with `processing` it shows a spinner and cannot be pressed again.
 */
export function Button({
  variant = 'primary',
  className = '',
  processing,
  isDisabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isDisabled={isDisabled || processing}
      className={buttonClasses(variant, className)}
    >
      {processing && <Spinner />}
      {children}
    </AriaButton>
  )
}

/** A link to another page of the app (an Inertia visit) that looks like a button ("Adaugă lot"). */
export function LinkButton({
  href,
  variant = 'primary',
  children,
}: {
  href: string
  variant?: ButtonVariant
  children: React.ReactNode
}) {
  return (
    <Link href={href} className={buttonClasses(variant)}>
      {children}
    </Link>
  )
}
