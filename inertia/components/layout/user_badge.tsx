import { usePage } from '@inertiajs/react'
import { Icon } from '~/components/ui/icon'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'

export const userMenuButtonClasses =
  'flex items-center gap-2 rounded-lg px-2 py-1 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-gray-700'

/**
 * What the user menu's button shows (avatar or initials, name, role): the
 * same in the light button of the first load and in the menu's own trigger.
 */
export function UserBadge() {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const user = props.auth.user
  if (!user) return null
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()
  return (
    <>
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" className="size-9 rounded-full object-cover" />
      ) : (
        <span className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {initials}
        </span>
      )}
      <span className="hidden text-left md:block">
        <span className="block text-sm font-medium text-gray-800 dark:text-gray-100">
          {user.fullName}
        </span>
        <span className="block text-xs text-gray-500 dark:text-gray-400">
          {t(`topbar.roles.${props.auth.role ?? 'none'}`)}
        </span>
      </span>
      <Icon name="chevron-down" className="size-4 text-gray-400" />
    </>
  )
}
