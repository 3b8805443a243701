import { useEffect, useRef, useState } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components'

/**
 * The kit's tabs. Every tab has a URL, so a reload (or a shared link) opens
 * the same tab. Two kinds:
 *
 * - **page tabs** (`href` on every tab): each tab is its own page
 *   (`/organizations/{uid}/branding`…). They are links in a `<nav>`, the
 *   current one marked `aria-current="page"`; ←/→, Home and End move between
 *   them like react-aria's tabs. The current page renders below (children).
 * - **panel tabs** (`content` on every tab): one page with several panels
 *   (react-aria Tabs: role tab, arrow keys, aria-selected). The open tab is
 *   kept in the query string (`?tab=links` by default, see `param`) with a
 *   client-side replace, so a reload stays on it; the server may read the
 *   same parameter (`selected`). With `keepMounted`, hidden panels stay
 *   mounted so what was typed in one tab survives opening another.
 *
 * Both scroll sideways inside their own strip on a narrow screen, with the
 * current tab scrolled into view.
 */
interface PageTab {
  id: string
  label: string
  href: string
}

interface PanelTab {
  id: string
  label: string
  content: React.ReactNode
}

type TabsProps = { label: string; className?: string } & (
  | { tabs: PageTab[]; selected: string; children?: React.ReactNode }
  | { tabs: PanelTab[]; selected?: string; param?: string; keepMounted?: boolean }
)

// The strip scrolls sideways inside the page (never widens it) on a narrow screen.
const scroller =
  'mb-6 min-w-0 max-w-full overflow-x-auto overscroll-x-contain [scrollbar-width:thin]'
const strip =
  'flex w-max min-w-full gap-1 border-b border-gray-200 whitespace-nowrap dark:border-gray-700'

const tabBase =
  '-mb-px inline-block shrink-0 cursor-pointer rounded-t-lg border-b-2 px-4 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500'
const tabIdle =
  'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-800 dark:text-gray-300 dark:hover:text-white'
const tabCurrent = 'border-brand-600 text-brand-600 dark:border-brand-500 dark:text-brand-500'

export const tabClasses = (current: boolean) => `${tabBase} ${current ? tabCurrent : tabIdle}`

/** Scrolls the strip (not the page) so that its current tab is visible. */
function useCurrentTabInView(selector: string, current: unknown) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const container = ref.current
    const tab = container?.querySelector<HTMLElement>(selector)
    if (!container || !tab || container.scrollWidth <= container.clientWidth) return
    const left = tab.offsetLeft - container.offsetLeft
    if (
      left < container.scrollLeft ||
      left + tab.offsetWidth > container.scrollLeft + container.clientWidth
    ) {
      container.scrollLeft = left - 16
    }
  }, [selector, current])
  return ref
}

function PageTabs({
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
    const next = {
      ArrowRight: (index + 1) % links.length,
      ArrowLeft: (index - 1 + links.length) % links.length,
      Home: 0,
      End: links.length - 1,
    }[event.key]
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

/** The value of `param` in an Inertia page URL (`/x?tab=links` → `links`). */
export function tabFromUrl(url: string, param: string) {
  return new URL(url, 'http://localhost').searchParams.get(param)
}

function PanelTabs({
  label,
  tabs,
  selected,
  param = 'tab',
  keepMounted = false,
  className = '',
}: {
  label: string
  tabs: PanelTab[]
  selected?: string
  param?: string
  keepMounted?: boolean
  className?: string
}) {
  const page = usePage()
  const known = (id: string | null | undefined): id is string => tabs.some((tab) => tab.id === id)
  const fromUrl = tabFromUrl(page.url, param)
  const initial = known(fromUrl) ? fromUrl : known(selected) ? selected : tabs[0]?.id
  // The choice answers at once; the URL follows (router.replace keeps the page
  // mounted) and wins again as soon as it changes.
  const [chosen, setChosen] = useState<string | null>(null)
  const [seenUrl, setSeenUrl] = useState(fromUrl)
  if (seenUrl !== fromUrl) {
    setSeenUrl(fromUrl)
    setChosen(null)
  }
  const current = known(chosen) ? chosen : initial
  const ref = useCurrentTabInView('[aria-selected="true"]', current)

  function open(key: Key) {
    setChosen(String(key))
    const url = new URL(page.url, 'http://localhost')
    url.searchParams.set(param, String(key))
    router.replace({
      url: `${url.pathname}${url.search}${url.hash}`,
      preserveState: true,
      preserveScroll: true,
    })
  }

  return (
    <AriaTabs selectedKey={current} onSelectionChange={open} className={className}>
      <div ref={ref} className={scroller}>
        <TabList aria-label={label} className={strip}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} className={({ isSelected }) => tabClasses(isSelected)}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
      </div>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          id={tab.id}
          shouldForceMount={keepMounted}
          className="outline-none data-inert:hidden"
        >
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  )
}

export function Tabs(props: TabsProps) {
  if (props.tabs.every((tab): tab is PageTab => 'href' in tab)) {
    const { tabs, selected, label, className } = props as Extract<TabsProps, { tabs: PageTab[] }>
    return (
      <PageTabs label={label} tabs={tabs} selected={selected} className={className}>
        {'children' in props ? props.children : null}
      </PageTabs>
    )
  }
  return <PanelTabs {...(props as Extract<TabsProps, { tabs: PanelTab[] }>)} />
}
