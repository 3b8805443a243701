import { useSyncExternalStore } from 'react'

/** Below Tailwind's `sm` breakpoint (640 px): a phone held upright. */
const PHONE_QUERY = '(max-width: 639.98px)'

function phoneQuery() {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_QUERY) : null
}

/**
 * Whether the screen is a phone's width, following rotation and resizing. What only a phone
 * shows is then rendered only there (not hidden by CSS, so it is not in a desktop's text).
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = phoneQuery()
      query?.addEventListener('change', changed)
      return () => query?.removeEventListener('change', changed)
    },
    () => phoneQuery()?.matches ?? false,
    () => false
  )
}
