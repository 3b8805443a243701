import { lazy, useEffect, useId, useState } from 'react'
import { Deferred } from '~/components/ui/deferred'
import { usePage } from '@inertiajs/react'
import { Icon } from '~/components/ui/icon'
import { controlClasses } from '~/components/ui/field_classes'
import { UserBadge, userMenuButtonClasses } from '~/components/layout/user_badge'
import { applyTheme, currentTheme, type Theme } from '~/lib/theme'
import { useT } from '~/lib/i18n'
import { useIntent } from '~/lib/use_intent'
import type { SharedProps } from '~/types'

// The user menu and the community switcher (react-aria menus, popovers and a combo box: most
// of the shell's JavaScript) are chunks of their own, loaded when the user reaches for them:
// until then a light stand-in that looks the same (see ~/lib/use_intent, bench/page_sizes.ts).
const UserMenu = lazy(() => import('~/components/layout/user_menu'))
const CommunitySwitcher = lazy(() => import('~/components/communities/community_switcher'))

const iconButton =
  'flex size-10 items-center justify-center rounded-lg text-gray-500 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-gray-300 dark:hover:bg-gray-700'

function ThemeToggle() {
  const t = useT()
  const [theme, setTheme] = useState<Theme>('light')
  useEffect(() => setTheme(currentTheme()), [])
  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={t(next === 'dark' ? 'topbar.theme_dark' : 'topbar.theme_light')}
      data-testid="theme-toggle"
      onClick={() => {
        applyTheme(next)
        setTheme(next)
      }}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  )
}

function FullscreenToggle() {
  const t = useT()
  return (
    <button
      type="button"
      className={`${iconButton} hidden sm:flex`}
      aria-label={t('topbar.fullscreen')}
      onClick={() => {
        if (document.fullscreenElement) void document.exitFullscreen()
        else void document.documentElement.requestFullscreen?.()
      }}
    >
      <Icon name="expand" />
    </button>
  )
}

/** The user menu: its button at once, the menu itself on the first hover, focus or press. */
function DeferredUserMenu() {
  const t = useT()
  const { intent, handlers } = useIntent()
  const standIn = (
    <button
      type="button"
      className={userMenuButtonClasses}
      aria-label={t('topbar.user_menu')}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="user-menu"
      {...handlers}
    >
      <UserBadge />
    </button>
  )
  return (
    <Deferred
      intent={intent}
      standIn={standIn}
      widget={(intent) => <UserMenu defaultOpen={intent.open} autoFocus={intent.focus} />}
    />
  )
}

/**
 * The current community (org-admins whose organization has several): a read-only field at
 * once, the searchable select on the first hover, focus or press (it opens on focus).
 */
function DeferredCommunitySwitcher() {
  const t = useT()
  const id = useId()
  const { props } = usePage<SharedProps>()
  const { intent, handlers } = useIntent()
  const { role, community, communities } = props.auth
  if (role !== 'org-admin' || communities.length < 2) return null
  const standIn = (
    <div className="w-48 sm:w-64" data-testid="community-switcher">
      <label htmlFor={id} className="sr-only">
        {t('switcher.label')}
      </label>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          readOnly
          value={community?.name ?? ''}
          placeholder={t('ui.select_placeholder')}
          className={`${controlClasses} pr-9`}
          {...handlers}
        />
        <span className="pointer-events-none absolute inset-y-0 right-0 flex items-center px-2 text-gray-400">
          <Icon name="chevron-down" className="size-4" />
        </span>
      </div>
    </div>
  )
  return (
    <Deferred
      intent={intent}
      standIn={standIn}
      widget={(intent) => <CommunitySwitcher autoFocus={intent.focus} />}
    />
  )
}

export function Topbar({
  onToggleSidebar,
  sidebarOpen,
}: {
  onToggleSidebar: () => void
  sidebarOpen: boolean
}) {
  const t = useT()
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-gray-200 bg-white/90 px-4 backdrop-blur dark:border-gray-700 dark:bg-gray-800/90">
      <button
        type="button"
        className={`${iconButton} md:hidden`}
        aria-label={t('topbar.toggle_sidebar')}
        aria-controls="sidebar"
        aria-expanded={sidebarOpen}
        data-testid="sidebar-toggle"
        onClick={onToggleSidebar}
      >
        <Icon name="menu" />
      </button>
      <DeferredCommunitySwitcher />
      <div className="flex-1" />
      <FullscreenToggle />
      <ThemeToggle />
      <DeferredUserMenu />
    </header>
  )
}
