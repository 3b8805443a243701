import { useEffect, useState } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { Button } from 'react-aria-components/Button'
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure'
import { Heading } from 'react-aria-components/Heading'
import { Icon } from '~/components/ui/icon'
import {
  activeHref,
  buildNavigation,
  type NavItem,
  type NavSection,
  sectionOf,
} from '~/lib/navigation'
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

/** The groups a user opened or closed: `{ 'nav.content': true }`, kept in this browser per user. */
type GroupChoices = Record<string, boolean>

function storedChoices(key: string | null): GroupChoices {
  try {
    return (key && JSON.parse(localStorage.getItem(key) ?? '{}')) || {}
  } catch {
    return {}
  }
}

/**
 * Which menu groups are open: the user's own choice, else the group's default
 * (open, or `closed` unless it holds the current page). Arriving on a page of
 * a group the user had closed opens that group again.
 */
function useOpenGroups(sections: NavSection[], current: string | null, userUid?: string) {
  const key = userUid ? `sidebar-groups:${userUid}` : null
  const [choices, setChoices] = useState(() => storedChoices(key))
  const currentGroup = sectionOf(sections, current)
  useEffect(() => {
    if (currentGroup) {
      setChoices((all) => (all[currentGroup] === false ? { ...all, [currentGroup]: true } : all))
    }
  }, [currentGroup])
  useEffect(() => {
    if (key) localStorage.setItem(key, JSON.stringify(choices))
  }, [key, choices])
  return {
    isOpen: (section: NavSection) =>
      choices[section.title] ?? (!section.closed || section.title === currentGroup),
    toggle: (title: string, open: boolean) => setChoices((all) => ({ ...all, [title]: open })),
  }
}

/**
 * The sidebar menu for the signed-in user's role (lib/navigation.ts), its
 * groups react-aria disclosures so that the org-admin's menu fits a laptop's
 * height (useOpenGroups).
 */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const t = useT()
  const { props, url } = usePage<SharedProps>()
  const sections = buildNavigation(props.auth.role, props.auth.modules, {
    mailbox: props.mailbox,
  })
  const current = activeHref(sections, url)
  const groups = useOpenGroups(sections, current, props.auth.user?.uid)

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
          <Disclosure
            key={section.title}
            className="mb-3"
            isExpanded={groups.isOpen(section)}
            onExpandedChange={(open) => groups.toggle(section.title, open)}
          >
            <Heading level={2}>
              <Button
                slot="trigger"
                className="flex w-full cursor-pointer items-center justify-between rounded-lg px-3 py-1.5 text-xs font-semibold tracking-wider text-gray-400 uppercase outline-none hover:text-gray-600 focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:text-gray-200"
              >
                {t(section.title)}
                <Icon
                  name="chevron-down"
                  className={`size-4 transition-transform ${groups.isOpen(section) ? 'rotate-180' : ''}`}
                />
              </Button>
            </Heading>
            <DisclosurePanel>
              <ul className="mt-1 space-y-1">
                {section.items.map((item) => (
                  <NavLink key={item.href} item={item} current={current} />
                ))}
              </ul>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </nav>
    </aside>
  )
}
