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

type Translate = ReturnType<typeof useT>

/**
 * One error toast per visit of the page that comes back with errors (the form, an image
 * upload), its text made by `message` from the errors (none: no toast).
 */
export function useErrorToast(
  message: (errors: Record<string, string | string[]>, t: Translate) => string | null
) {
  const translate = useT()
  const t = useRef(translate)
  t.current = translate
  const format = useRef(message)
  format.current = message
  useEffect(
    () =>
      router.on('error', (event) => {
        const text = format.current(event.detail.errors, t.current)
        if (text) toast.error(text)
      }),
    []
  )
}

/**
 * One toast per failed save, "Formularul are 9 erori": the messages themselves
 * stay under their fields only (docs/decisions.md, "Toasts").
 */
export function useErrorSummaryToast() {
  useErrorToast((errors, t) => {
    const count = errorCount(errors)
    return count > 0 ? t('ui.form_errors', { count }) : null
  })
}
