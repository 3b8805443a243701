import { Modal } from '~/components/ui/modal'

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
