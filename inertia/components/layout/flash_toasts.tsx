import { useEffect, useRef } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Toaster, type ToastPlacement } from '~/components/ui/toaster'
import { toast } from '~/lib/toast'
import type { FlashMessages } from '~/types'
import { urlFor } from '~/client'

/**
 * Turns every flash message the server sends with a page into a toast, and
 * sends the browser to /login when a visit answers 401 (session gone).
 */
export function FlashToasts({ placement }: { placement?: ToastPlacement }) {
  const page = usePage()
  const shown = useRef<unknown>(null)

  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    const flash = (page.flash ?? {}) as FlashMessages
    if (flash.success) toast.success(flash.success)
    if (flash.error) toast.error(flash.error)
    if (flash.info) toast.info(flash.info)
  }, [page])

  useEffect(
    () =>
      router.on('httpException', (event) => {
        if (event.detail.response.status === 401) {
          event.preventDefault()
          window.location.href = urlFor('session.create')
        }
      }),
    []
  )

  return <Toaster placement={placement} />
}
