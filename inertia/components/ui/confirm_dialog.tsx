import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { useT } from '~/lib/i18n'

/**
 * Asks before a destructive action. Defaults: title "Ești sigur?", confirm
 * "Șterge". The closing button always says "Renunță", never a verb an action
 * may use ("Anulează importul"; docs/decisions.md, "Confirmation dialogs"), and it has the
 * focus when the dialog opens.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  title,
  message,
  confirmLabel,
  processing,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
  title?: string
  message?: React.ReactNode
  confirmLabel?: string
  processing?: boolean
}) {
  const t = useT()
  return (
    <Modal
      title={title ?? t('ui.confirm.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
    >
      {(close) => (
        <>
          {message && (
            <div className="mb-6 text-sm text-gray-600 dark:text-gray-300">{message}</div>
          )}
          <div className="flex justify-end gap-2">
            {/* The dialog opens on "Renunță": Enter or Space right away never destroys. */}
            <Button variant="secondary" onPress={close} autoFocus>
              {t('ui.confirm.dismiss')}
            </Button>
            <Button variant="danger" processing={processing} onPress={onConfirm}>
              {confirmLabel ?? t('ui.confirm.delete')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  )
}
