import { useId, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import {
  arrowTarget,
  scroller,
  strip,
  tabClasses,
  useCurrentTabInView,
} from '~/components/ui/tab_strip'

/**
 * Tabs with panels on one page (WAI-ARIA tabs, as react-aria's render them:
 * role tab, aria-selected, ←/→, Home and End move and open, the strip is one
 * Tab stop; no react-aria, whose collections would weigh on these pages). Every tab has a URL: the open tab is kept in the query
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
  const ref = useCurrentTabInView('[aria-selected="true"]', current)
  const id = useId()

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

  function onKeyDown(event: React.KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === current)
    const next = arrowTarget(event.key, index, tabs.length)
    if (next === undefined) return
    event.preventDefault()
    open(tabs[next].id)
    document.getElementById(`${id}-tab-${tabs[next].id}`)?.focus()
  }

  return (
    <div className={className}>
      <div ref={ref} className={scroller}>
        <div role="tablist" aria-label={label} className={strip} onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={tab.id === current}
              aria-controls={
                tab.id === current || keepMounted ? `${id}-panel-${tab.id}` : undefined
              }
              tabIndex={tab.id === current ? 0 : -1}
              onClick={() => tab.id !== current && open(tab.id)}
              className={tabClasses(tab.id === current)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      {tabs.map(
        (tab) =>
          (tab.id === current || keepMounted) && (
            <div
              key={tab.id}
              role="tabpanel"
              id={`${id}-panel-${tab.id}`}
              aria-labelledby={`${id}-tab-${tab.id}`}
              hidden={tab.id !== current}
              className="outline-none"
            >
              {tab.content}
            </div>
          )
      )}
    </div>
  )
}
