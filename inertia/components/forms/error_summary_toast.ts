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

type Errors = Record<string, string | string[]>
type Translate = ReturnType<typeof useT>

/** One toast per visit of the page that comes back with errors: `message` writes it (or none). */
export function useErrorsToast(message: (errors: Errors, t: Translate) => string | null) {
  const translate = useT()
  const current = useRef({ t: translate, message })
  current.current = { t: translate, message }
  useEffect(
    () =>
      router.on('error', (event) => {
        const text = current.current.message(event.detail.errors, current.current.t)
        if (text) toast.error(text)
      }),
    []
  )
}

/**
 * One toast per failed save, "Formularul are 9 erori": the messages themselves
 * stay under their fields only (docs/decisions.md, "Toasts"). Every visit of
 * the page that comes back with errors (the form, an image upload) raises it.
 */
export function useErrorSummaryToast() {
  useErrorsToast((errors, t) => {
    const count = errorCount(errors)
    return count > 0 ? t('ui.form_errors', { count }) : null
  })
}
