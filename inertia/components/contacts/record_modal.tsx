import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { useT } from '~/lib/i18n'

/**
 * The create/edit modal of a record (contact, list, company): the title of
 * its mode, not closed by a click outside (typed data stays), and a fresh
 * form each time it opens for another record.
 */
export function RecordModal<Row extends { uid: string }>({
  isOpen,
  onOpenChange,
  record,
  createTitle,
  editTitle,
  size,
  children,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** The record to edit; null creates one. */
  record: Row | null
  createTitle: string
  editTitle: string
  size?: 'md' | 'lg'
  children: (record: Row | null, close: () => void) => React.ReactNode
}) {
  return (
    <Modal
      title={record ? editTitle : createTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      size={size}
    >
      {(close) => <div key={record?.uid ?? 'new'}>{children(record, close)}</div>}
    </Modal>
  )
}

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

/** Cancel and Save at the bottom of a modal's form. */
export function ModalActions({ close, processing }: { close: () => void; processing: boolean }) {
  const t = useT()
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onPress={close}>
        {t('ui.confirm.cancel')}
      </Button>
      <Button type="submit" processing={processing}>
        {t('ui.save')}
      </Button>
    </div>
  )
}
