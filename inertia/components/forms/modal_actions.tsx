import { Button, type ButtonVariant } from '~/components/ui/button'
import { useT } from '~/lib/i18n'

/** What a modal's form does on success: reset, close, keep the page where it was. */
export function closeOnSuccess(form: { reset: () => void }, close: () => void) {
  return {
    preserveScroll: true,
    preserveState: true,
    onSuccess: () => {
      form.reset()
      close()
    },
  }
}

/**
 * Cancel and the submit at the bottom of a modal's form: "Anulează" and "Salvează" unless the
 * action names its own (a danger action's dialog opens on its cancel: `cancelFocused`).
 */
export function ModalActions({
  close,
  processing,
  submitLabel,
  variant = 'primary',
  cancelLabel,
  cancelFocused = false,
}: {
  close: () => void
  processing: boolean
  submitLabel?: string
  variant?: ButtonVariant
  cancelLabel?: string
  cancelFocused?: boolean
}) {
  const t = useT()
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onPress={close} autoFocus={cancelFocused}>
        {cancelLabel ?? t('ui.confirm.cancel')}
      </Button>
      <Button type="submit" variant={variant} processing={processing}>
        {submitLabel ?? t('ui.save')}
      </Button>
    </div>
  )
}
