import { Link, usePage } from '@inertiajs/react'
import { Icon } from '~/components/ui/icon'
import { activeHref, buildNavigation, type NavItem } from '~/lib/navigation'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'

function NavLink({
  item,
  current,
  nested = false,
}: {
  item: NavItem
  current: string | null
  nested?: boolean
}) {
  const t = useT()
  const active = item.href === current
  return (
    <li>
      <Link
        href={item.href}
        aria-current={active ? 'page' : undefined}
        className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition ${nested ? 'pl-9' : ''} ${
          active
            ? 'bg-brand-50 text-brand-700 dark:bg-gray-700 dark:text-white'
            : 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-700'
        }`}
      >
        <Icon name={item.icon} className="size-5 shrink-0" />
        <span>{t(item.label)}</span>
      </Link>
      {item.children && (
        <ul className="mt-1 space-y-1">
          {item.children.map((child) => (
            <NavLink key={child.href} item={child} current={current} nested />
          ))}
        </ul>
      )}
    </li>
  )
}

/** The sidebar menu for the signed-in user's role (lib/navigation.ts). */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const t = useT()
  const { props, url } = usePage<SharedProps>()
  const sections = buildNavigation(props.auth.role, props.auth.modules, {
    mailbox: props.mailbox,
  })
  const current = activeHref(sections, url)

  return (
    <aside
      id="sidebar"
      aria-label={t('nav.menu')}
      // Closed on a phone, the menu is also invisible, not only moved off screen: its
      // links must not take keyboard focus or be read out (visible again from md up).
      className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-gray-200 bg-white transition-[transform,visibility] dark:border-gray-700 dark:bg-gray-800 md:visible md:translate-x-0 ${
        open ? 'translate-x-0' : 'invisible -translate-x-full'
      }`}
    >
      <div className="flex h-16 items-center border-b border-gray-200 px-5 dark:border-gray-700">
        <Link
          href="/"
          className="flex items-center gap-2 text-lg font-bold text-brand-700 dark:text-white"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
            <Icon name="community" className="size-5" />
          </span>
          {props.appName}
        </Link>
      </div>
      <nav
        className="flex-1 overflow-y-auto px-3 py-4"
        onClick={onNavigate}
        data-testid="sidebar-nav"
      >
        {sections.map((section) => (
          <div key={section.title} className="mb-5">
            <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-gray-400 uppercase">
              {t(section.title)}
            </p>
            <ul className="space-y-1">
              {section.items.map((item) => (
                <NavLink key={item.href} item={item} current={current} />
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  )
}
