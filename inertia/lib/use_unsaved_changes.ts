import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

/**
 * While `isDirty`, leaving the page asks first: an in-app visit (a link, the sidebar) through
 * Inertia's `before` event, a reload, a typed address or closing the tab through
 * `beforeunload`. The form's own submit (any method but GET) goes through.
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
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      removeBefore()
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [t])
}
