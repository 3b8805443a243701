import { router, usePage } from '@inertiajs/react'
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
  Header,
  MenuSection,
} from 'react-aria-components'
import { Icon } from '~/components/ui/icon'
import { UserBadge, userMenuButtonClasses } from '~/components/layout/user_badge'
import { LOCALES, useT } from '~/lib/i18n'
import { useOpenRequest } from '~/lib/use_intent'
import type { SharedProps } from '~/types'
import { urlFor } from '~/client'

/**
 * The signed-in user's menu in the top bar (my account, language, sign-out).
 * Its own chunk: the top bar loads it after the first paint (menus and
 * popovers are heavy), see Topbar.
 */
export default function UserMenu({
  defaultOpen = false,
  autoFocus = false,
}: {
  /** Opened at once: the light button was pressed before this chunk arrived. */
  defaultOpen?: boolean
  /** The light button had focus: the real one takes it over. */
  autoFocus?: boolean
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const user = props.auth.user
  const [isOpen, setOpen] = useOpenRequest(defaultOpen)
  if (!user) return null

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton
        className={userMenuButtonClasses}
        aria-label={t('topbar.user_menu')}
        data-testid="user-menu"
        autoFocus={autoFocus || defaultOpen}
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
                {props.locale === locale && <span className="ml-auto text-brand-600">✓</span>}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className="my-1 border-t border-gray-100 dark:border-gray-700" />
          <MenuItem id="logout" className={menuItem}>
            <Icon name="logout" className="size-4" /> {t('auth.logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-700 outline-none focus:bg-gray-100 dark:text-gray-200 dark:focus:bg-gray-700'
