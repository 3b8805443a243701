import { Link } from '@inertiajs/react'
import {
  arrowTarget,
  scroller,
  strip,
  tabClasses,
  useCurrentTabInView,
} from '~/components/ui/tab_strip'

/**
 * Tabs that are pages of their own (`/organizations/{uid}/branding`…): links
 * in a `<nav>`, the current one marked `aria-current="page"`; ←/→, Home and
 * End move between them like react-aria's tabs; the current page renders
 * below (children). Every tab has a URL, so a reload stays on it. For panels
 * on one page, see Tabs (~/components/ui/tabs); both share their look and
 * scroll sideways on a narrow screen (~/components/ui/tab_strip).
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
  function onKeyDown(event: React.KeyboardEvent) {
    const links = [...(ref.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (index < 0) return
    const next = arrowTarget(event.key, index, links.length)
    if (next === undefined) return
    event.preventDefault()
    links[next].focus()
  }
  return (
    <>
      <nav aria-label={label} className={className}>
        <div ref={ref} className={scroller} onKeyDown={onKeyDown}>
          <div className={strip}>
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
        </div>
      </nav>
      {children}
    </>
  )
}
