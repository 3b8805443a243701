/** The look and behaviour both kinds of tabs share (Tabs and PageTabs). */
import { useEffect, useRef } from 'react'

// The strip scrolls sideways inside the page (never widens it) on a narrow screen (TabScroller).
export const scroller =
  'min-w-0 max-w-full overflow-x-auto overscroll-x-contain [scrollbar-width:thin]'
export const strip =
  'flex w-max min-w-full gap-1 border-b border-gray-200 whitespace-nowrap dark:border-gray-700'

const tabBase =
  '-mb-px inline-block shrink-0 cursor-pointer rounded-t-lg border-b-2 px-4 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500'
const tabIdle =
  'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-800 dark:text-gray-300 dark:hover:text-white'
const tabCurrent = 'border-brand-600 text-brand-600 dark:border-brand-500 dark:text-brand-400'

export const tabClasses = (current: boolean) => `${tabBase} ${current ? tabCurrent : tabIdle}`

/** Scrolls the strip (not the page) so that its current tab is visible. */
export function useCurrentTabInView(selector: string, current: unknown) {
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
