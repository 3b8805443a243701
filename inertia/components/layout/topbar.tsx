import { lazy, Suspense, useEffect, useState } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import { Icon } from '~/components/ui/icon'
import { applyTheme, currentTheme, type Theme } from '~/lib/theme'
import { useT } from '~/lib/i18n'

// Loaded after the first paint, in their own chunks (menus, popovers and the
// combo box are most of the shell's JavaScript): see bench/page_sizes.ts.
const UserMenu = lazy(() => import('~/components/layout/user_menu'))
const CommunitySwitcher = lazy(() =>
  import('~/components/communities/community_switcher').then((module) => ({
    default: module.CommunitySwitcher,
  }))
)

const iconButton =
  'flex size-10 items-center justify-center rounded-lg text-gray-500 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-gray-300 dark:hover:bg-gray-700'

function ThemeToggle() {
  const t = useT()
  const [theme, setTheme] = useState<Theme>('light')
  useEffect(() => setTheme(currentTheme()), [])
  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  return (
    <AriaButton
      className={iconButton}
      aria-label={t(next === 'dark' ? 'topbar.theme_dark' : 'topbar.theme_light')}
      data-testid="theme-toggle"
      onPress={() => {
        applyTheme(next)
        setTheme(next)
      }}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </AriaButton>
  )
}

function FullscreenToggle() {
  const t = useT()
  return (
    <AriaButton
      className={`${iconButton} hidden sm:flex`}
      aria-label={t('topbar.fullscreen')}
      onPress={() => {
        if (document.fullscreenElement) void document.exitFullscreen()
        else void document.documentElement.requestFullscreen?.()
      }}
    >
      <Icon name="expand" />
    </AriaButton>
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
      <AriaButton
        className={`${iconButton} md:hidden`}
        aria-label={t('topbar.toggle_sidebar')}
        aria-controls="sidebar"
        aria-expanded={sidebarOpen}
        data-testid="sidebar-toggle"
        onPress={onToggleSidebar}
      >
        <Icon name="menu" />
      </AriaButton>
      <Suspense>
        <CommunitySwitcher />
      </Suspense>
      <div className="flex-1" />
      <FullscreenToggle />
      <ThemeToggle />
      <Suspense fallback={<div className="h-11 w-12" />}>
        <UserMenu />
      </Suspense>
    </header>
  )
}
