import { useEffect, useState, type RefObject } from 'react'
import { Icon } from '~/components/ui/icon'
import { scroller } from '~/components/ui/tab_strip'
import { useT } from '~/lib/i18n'

/** Whether the strip has tabs out of view before and after what it shows. */
function useOverflow(ref: RefObject<HTMLDivElement | null>) {
  const [edges, setEdges] = useState({ before: false, after: false })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () =>
      setEdges({
        before: element.scrollLeft > 1,
        after: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      })
    update()
    element.addEventListener('scroll', update, { passive: true })
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    resized?.observe(element)
    if (element.firstElementChild) resized?.observe(element.firstElementChild)
    return () => {
      element.removeEventListener('scroll', update)
      resized?.disconnect()
    }
  }, [ref])
  return edges
}

const hint =
  'absolute inset-y-0 flex w-12 cursor-pointer items-center text-gray-500 dark:text-gray-300'

/**
 * The strip of a tab row (Tabs, PageTabs): it scrolls sideways inside the page, and while
 * tabs are out of view a fade with an arrow on that side says so; pressing the arrow scrolls
 * the strip. The arrows are for the pointer only: the keyboard moves between tabs (and the
 * strip follows the current one).
 */
export function TabScroller({
  scrollRef,
  children,
}: {
  scrollRef: RefObject<HTMLDivElement | null>
  children: React.ReactNode
}) {
  const t = useT()
  const { before, after } = useOverflow(scrollRef)
  const scroll = (direction: 1 | -1) =>
    scrollRef.current?.scrollBy({
      left: direction * scrollRef.current.clientWidth * 0.8,
      behavior: 'smooth',
    })
  return (
    <div className="relative mb-6 min-w-0 max-w-full">
      <div ref={scrollRef} className={scroller}>
        {children}
      </div>
      {before && (
        <button
          type="button"
          tabIndex={-1}
          title={t('ui.tabs.earlier')}
          data-testid="tabs-hint-before"
          onClick={() => scroll(-1)}
          className={`${hint} left-0 justify-start bg-linear-to-r from-gray-50 from-40% to-transparent dark:from-gray-900`}
        >
          <Icon name="chevron-right" className="size-4 rotate-180" />
        </button>
      )}
      {after && (
        <button
          type="button"
          tabIndex={-1}
          title={t('ui.tabs.more')}
          data-testid="tabs-hint-after"
          onClick={() => scroll(1)}
          className={`${hint} right-0 justify-end bg-linear-to-l from-gray-50 from-40% to-transparent dark:from-gray-900`}
        >
          <Icon name="chevron-right" className="size-4" />
        </button>
      )}
    </div>
  )
}
