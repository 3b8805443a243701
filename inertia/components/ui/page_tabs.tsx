import { Link } from '@inertiajs/react'
import { FocusScope, useFocusManager } from 'react-aria/FocusScope'
import { strip, tabClasses, useCurrentTabInView } from '~/components/ui/tab_strip'
import { TabScroller } from '~/components/ui/tab_scroller'

/**
 * Tabs that are pages of their own (`/organizations/{uid}/branding`…): links
 * in a `<nav>`, the current one marked `aria-current="page"`; ←/→ (wrapping), Home
 * and End move between them through react-aria's focus manager; the current page
 * renders below (children). Links, not react-aria's Tabs: each is a page to go to,
 * which a tab (selected in place) does not say. Every tab has a URL, so a reload
 * stays on it. For panels on one page, see Tabs (~/components/ui/tabs); both share
 * their look and scroll sideways on a narrow screen (~/components/ui/tab_strip).
 */
interface PageTab {
  id: string
  label: string
  href: string
}

export function PageTabs({
  label,
  tabs,
  selected,
  children,
  className = '',
}: {
  label: string
  tabs: PageTab[]
  selected: string
  children?: React.ReactNode
  className?: string
}) {
  const ref = useCurrentTabInView('[aria-current="page"]', selected)
  return (
    <>
      <nav aria-label={label} className={className}>
        <TabScroller scrollRef={ref}>
          <FocusScope>
            <TabLinks tabs={tabs} selected={selected} />
          </FocusScope>
        </TabScroller>
      </nav>
      {children}
    </>
  )
}

function TabLinks({ tabs, selected }: { tabs: PageTab[]; selected: string }) {
  const focus = useFocusManager()
  const moves: Record<string, (() => void) | undefined> = {
    ArrowRight: () => focus?.focusNext({ wrap: true }),
    ArrowLeft: () => focus?.focusPrevious({ wrap: true }),
    Home: () => focus?.focusFirst(),
    End: () => focus?.focusLast(),
  }
  return (
    <div
      className={strip}
      onKeyDown={(event) => {
        const move = moves[event.key]
        if (!move) return
        event.preventDefault()
        move()
      }}
    >
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          href={tab.href}
          aria-current={tab.id === selected ? 'page' : undefined}
          className={tabClasses(tab.id === selected)}
        >
          {tab.label}
        </Link>
      ))}
    </div>
  )
}
