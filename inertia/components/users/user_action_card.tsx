import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'

/**
 * A card of a user's edit page (super-admin): a title, where things stand, and one destructive
 * action asked first in a dialog, then sent as a DELETE to `url` (the page comes back).
 */
export function UserActionCard({
  title,
  status,
  action,
  confirm,
  url,
  canAct = true,
  freshConfirmation = false,
}: {
  title: string
  status: string
  /** The button's label, the dialog's title and its confirm button. */
  action: string
  /** The dialog's question. */
  confirm: string
  url: string
  canAct?: boolean
  /** The route asks a fresh confirmation (docs/security.md): the password or code first. */
  freshConfirmation?: boolean
}) {
  const deletion = useDeleteConfirmation<true>(() => url, 'delete', { freshConfirmation })
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{status}</p>
      {canAct && (
        <Button variant="danger" onPress={() => deletion.ask(true)}>
          {action}
        </Button>
      )}
      <ConfirmDialog {...deletion.dialog} title={action} message={confirm} confirmLabel={action} />
      {deletion.confirmationDialog}
    </Card>
  )
}
