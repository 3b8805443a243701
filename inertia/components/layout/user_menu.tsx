import { router, usePage } from '@inertiajs/react'
import { Button as AriaButton } from 'react-aria-components/Button'
import { Header } from 'react-aria-components/Header'
import { Menu, MenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { Separator } from 'react-aria-components/Separator'
import { Icon } from '~/components/ui/icon'
import { LOCALES, useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'
import { urlFor } from '~/client'

/** The signed-in user's menu in the top bar (my account, language, sign-out): react-aria's Menu. */
export function UserMenu() {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const user = props.auth.user
  if (!user) return null

  return (
    <MenuTrigger>
      <AriaButton
        className="flex items-center gap-2 rounded-lg px-2 py-1 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-gray-700"
        aria-label={t('topbar.user_menu')}
        data-testid="user-menu"
      >
        <UserBadge />
      </AriaButton>
      <Popover
        placement="bottom end"
        className="w-64 rounded-lg border border-gray-200 bg-white p-1 shadow-lg outline-none dark:border-gray-700 dark:bg-gray-800"
      >
        <div className="border-b border-gray-100 px-3 py-2 dark:border-gray-700">
          <p className="text-sm text-gray-500 dark:text-gray-400">
            {t('topbar.greeting', { name: user.firstName })}
          </p>
          <p className="font-medium text-gray-900 dark:text-white">{user.fullName}</p>
          <p className="text-xs text-gray-500 dark:text-gray-400">
            {t(`topbar.roles.${props.auth.role ?? 'none'}`)}
          </p>
        </div>
        <Menu
          className="outline-none"
          onAction={(key) => {
            const action = String(key)
            if (action === 'account') router.visit(urlFor('my_account'))
            else if (action === 'logout') router.post(urlFor('session.destroy'))
            else if (action.startsWith('locale:'))
              router.post(
                urlFor('locale.update'),
                { locale: action.slice(7) },
                { preserveScroll: true }
              )
          }}
        >
          <MenuItem id="account" className={menuItem}>
            <Icon name="user" className="size-4" /> {t('topbar.my_account')}
          </MenuItem>
          <Separator className="my-1 border-t border-gray-100 dark:border-gray-700" />
          <MenuSection>
            <Header className="px-3 pt-1 text-xs font-semibold text-gray-400 uppercase">
              {t('topbar.language')}
            </Header>
            {LOCALES.map((locale) => (
              <MenuItem key={locale} id={`locale:${locale}`} className={menuItem}>
                <Icon name="globe" className="size-4" />
                {locale === 'ro' ? 'Română' : 'English'}
                {props.locale === locale && (
                  <span className="ml-auto text-brand-600 dark:text-brand-400">✓</span>
                )}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className="my-1 border-t border-gray-100 dark:border-gray-700" />
          <MenuItem id="logout" className={menuItem}>
            <Icon name="logout" className="size-4" /> {t('topbar.logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-700 outline-none focus:bg-gray-100 dark:text-gray-200 dark:focus:bg-gray-700'

/** What the user menu's button shows: avatar or initials, name, role. */
function UserBadge() {
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
