import { useState } from 'react'
import { router } from '@inertiajs/react'

/**
 * "Delete … ?" for a list: `ask(row)` opens the confirmation, confirming
 * sends DELETE (or POST) to `urlOf(row)` (the server redirects back with a toast), and
 * the dialog closes when the request ends. Spread `dialog` on ConfirmDialog.
 */
export function useDeleteConfirmation<Row>(
  urlOf: (row: Row) => string,
  /** POST for confirmed actions that are not a DELETE (duplicate, restore). */
  method: 'delete' | 'post' = 'delete'
) {
  const [target, setTarget] = useState<Row | null>(null)
  const [deleting, setDeleting] = useState(false)
  return {
    target,
    ask: (row: Row) => setTarget(row),
    dialog: {
      isOpen: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null)
      },
      processing: deleting,
      onConfirm: () => {
        if (target === null) return
        router.visit(urlOf(target), {
          method,
          preserveScroll: true,
          onStart: () => setDeleting(true),
          onFinish: () => {
            setDeleting(false)
            setTarget(null)
          },
        })
      },
    },
  }
}
