import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs'
import { strip, tabClasses, useCurrentTabInView } from '~/components/ui/tab_strip'
import { TabScroller } from '~/components/ui/tab_scroller'

/**
 * Tabs with panels on one page: react-aria's Tabs (role tab, aria-selected; ←/→, Home
 * and End move and open, the strip is one Tab stop). Every tab has a URL: the open tab is kept in the query
 * string (`?tab=links` by default, see `param`) with a client-side replace,
 * so a reload (or a shared link) opens it; the server may name one
 * (`selected`). With `keepMounted`, hidden panels stay mounted so what was
 * typed in one tab survives opening another. For tabs that are pages of
 * their own, see PageTabs (~/components/ui/page_tabs). Both share their look
 * and scroll sideways on a narrow screen (~/components/ui/tab_strip).
 */

interface PanelTab {
  id: string
  label: string
  content: React.ReactNode
  /** With `keepMounted`: mounted from its first opening on, not before (a lazily loaded panel). */
  mountWhenOpened?: boolean
}

/** The value of `param` in an Inertia page URL (`/x?tab=links` → `links`). */
export function tabFromUrl(url: string, param: string) {
  return new URL(url, 'http://localhost').searchParams.get(param)
}

export function Tabs({
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
  const [opened, setOpened] = useState(() => new Set([current]))
  if (current && !opened.has(current)) setOpened(new Set([...opened, current]))
  const ref = useCurrentTabInView('[aria-selected="true"]', current)

  function open(key: string) {
    setChosen(key)
    const url = new URL(page.url, 'http://localhost')
    url.searchParams.set(param, key)
    router.replace({
      url: `${url.pathname}${url.search}${url.hash}`,
      preserveState: true,
      preserveScroll: true,
    })
  }

  return (
    <AriaTabs
      selectedKey={current}
      onSelectionChange={(key) => key !== current && open(String(key))}
      className={className}
    >
      <TabScroller scrollRef={ref}>
        <TabList aria-label={label} className={strip}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} className={({ isSelected }) => tabClasses(isSelected)}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
      </TabScroller>
      {tabs.map((tab) => (
        // A kept panel that is not open is inert (react-aria) and hidden (here).
        <TabPanel
          key={tab.id}
          id={tab.id}
          shouldForceMount={keepMounted && (!tab.mountWhenOpened || opened.has(tab.id))}
          className="outline-none data-[inert=true]:hidden"
        >
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  )
}
