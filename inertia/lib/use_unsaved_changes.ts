import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

/** The browser's Navigation API, where it exists (not yet in TypeScript's DOM types). */
type TraverseEvent = Event & { navigationType: string; cancelable: boolean }
type BrowserNavigation = {
  addEventListener(type: 'navigate', listener: (event: TraverseEvent) => void): void
  removeEventListener(type: 'navigate', listener: (event: TraverseEvent) => void): void
}

/**
 * While `isDirty`, leaving the page asks first: an in-app visit (a link, the sidebar) through
 * Inertia's `before` event; Back and Forward through the browser's Navigation API where it has
 * one (it fires before the history moves, so Inertia never sees a cancelled one); a reload, a
 * typed address or closing the tab through `beforeunload`. The form's own submit goes through.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const t = useT()
  const dirty = useRef(isDirty)
  dirty.current = isDirty

  useEffect(() => {
    const removeBefore = router.on('before', (event) => {
      if (!dirty.current || event.detail.visit.method !== 'get') return
      // A native question: the event must be cancelled synchronously.
      if (!window.confirm(t('ui.unsaved.confirm'))) event.preventDefault()
      // Agreed once, the rest of this visit (its redirects) goes through.
      else dirty.current = false
    })
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    const onTraverse = (event: TraverseEvent) => {
      if (!dirty.current || event.navigationType !== 'traverse' || !event.cancelable) return
      if (!window.confirm(t('ui.unsaved.confirm'))) event.preventDefault()
      else dirty.current = false
    }
    const navigation = (window as { navigation?: BrowserNavigation }).navigation
    window.addEventListener('beforeunload', onBeforeUnload)
    navigation?.addEventListener('navigate', onTraverse)
    return () => {
      removeBefore()
      window.removeEventListener('beforeunload', onBeforeUnload)
      navigation?.removeEventListener('navigate', onTraverse)
    }
  }, [t])
}
