import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { toast } from '~/lib/toast'
import { useT } from '~/lib/i18n'

/** How many fields a visit's validation errors name (an array-valued error counts once). */
export function errorCount(errors: Record<string, unknown>) {
  return Object.values(errors).filter((message) =>
    Array.isArray(message) ? message.length > 0 : Boolean(message)
  ).length
}

/**
 * One toast per failed save, "Formularul are 9 erori": the messages themselves
 * stay under their fields only (docs/decisions.md, "Toasts"). Every visit of
 * the page that comes back with errors (the form, an image upload) raises it.
 */
export function useErrorSummaryToast() {
  const translate = useT()
  const t = useRef(translate)
  t.current = translate
  useEffect(
    () =>
      router.on('error', (event) => {
        const count = errorCount(event.detail.errors)
        if (count > 0) toast.error(t.current('ui.form_errors', { count }))
      }),
    []
  )
}
