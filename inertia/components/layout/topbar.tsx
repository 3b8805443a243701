import { useEffect, useState } from 'react'
import { CommunitySwitcher } from '~/components/communities/community_switcher'
import { UserMenu } from '~/components/layout/user_menu'
import { Icon } from '~/components/ui/icon'
import { applyTheme, currentTheme, type Theme } from '~/lib/theme'
import { useT } from '~/lib/i18n'

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

/**
 * The sticky top bar, a grid of three cells: the sidebar toggle and the
 * community switcher, a free middle, and the full-screen, theme and user menu
 * controls. `toasts` lie over the first two cells: never over the user menu,
 * never over the page below.
 */
export function Topbar({
  onToggleSidebar,
  sidebarOpen,
  toasts,
}: {
  onToggleSidebar: () => void
  sidebarOpen: boolean
  toasts?: React.ReactNode
}) {
  const t = useT()
  return (
    <header className="sticky top-0 z-30 grid h-16 grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-2 border-b border-gray-200 bg-white/90 px-4 backdrop-blur dark:border-gray-700 dark:bg-gray-800/90">
      <div className="col-start-1 row-start-1 flex min-w-0 items-center gap-2">
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
        <CommunitySwitcher />
      </div>
      {toasts}
      <div className="col-start-3 row-start-1 flex items-center gap-2">
        <FullscreenToggle />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  )
}
