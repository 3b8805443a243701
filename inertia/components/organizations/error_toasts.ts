import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { toast } from '~/lib/toast'
import { useT } from '~/lib/i18n'

/**
 * Spec §8: on the profile and branding forms each server error is also shown
 * as a toast "Eroare: {message}"; array-valued errors stay under their fields
 * only. Every visit of the page that comes back with errors (the form, an
 * image upload) raises the toasts.
 */
export function useErrorToasts(
  /** The toast's text with `{message}` (products: the message alone, no "Error:" in front). */
  key = 'organizations.error_toast'
) {
  const translate = useT()
  const t = useRef(translate)
  t.current = translate
  useEffect(
    () =>
      router.on('error', (event) => {
        const errors = event.detail.errors as Record<string, string | string[]>
        for (const message of Object.values(errors)) {
          if (typeof message === 'string' && message) {
            toast.error(t.current(key, { message }))
          }
        }
      }),
    [key]
  )
}
