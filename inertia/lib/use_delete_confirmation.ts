import { useState } from 'react'
import { router } from '@inertiajs/react'
import { useFreshConfirmation } from '~/lib/use_fresh_confirmation'

/**
 * "Delete … ?" for a list: `ask(row)` opens the confirmation, confirming
 * sends DELETE (or POST) to `urlOf(row)` (the server redirects back with a toast), and
 * the dialog closes when the request ends. Spread `dialog` on ConfirmDialog. With
 * `freshConfirmation` (the route asks it, docs/security.md), render `confirmationDialog` too: the
 * password or code is asked first when needed, then the same request goes.
 */
export function useDeleteConfirmation<Row>(
  urlOf: (row: Row) => string,
  /** POST for confirmed actions that are not a DELETE (duplicate, restore). */
  method: 'delete' | 'post' = 'delete',
  { freshConfirmation = false }: { freshConfirmation?: boolean } = {}
) {
  const [target, setTarget] = useState<Row | null>(null)
  const [deleting, setDeleting] = useState(false)
  const fresh = useFreshConfirmation()
  const send = (row: Row) =>
    router.visit(urlOf(row), {
      method,
      preserveScroll: true,
      onStart: () => setDeleting(true),
      onError: (errors) => fresh.refused(errors, () => send(row)),
      onFinish: () => {
        setDeleting(false)
        setTarget(null)
      },
    })
  return {
    target,
    ask: (row: Row) => setTarget(row),
    confirmationDialog: freshConfirmation ? fresh.dialog : null,
    dialog: {
      isOpen: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null)
      },
      processing: deleting,
      onConfirm: () => {
        if (target === null) return
        const row = target
        if (!freshConfirmation) return send(row)
        setTarget(null)
        void fresh.run(() => send(row))
      },
    },
  }
}
