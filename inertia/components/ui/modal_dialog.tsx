import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components'

export type ModalProps = {
  title: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  children: React.ReactNode | ((close: () => void) => React.ReactNode)
  size?: 'sm' | 'md' | 'lg'
  isDismissable?: boolean
}

/**
 * The react-aria modal dialog behind the kit's Modal (focus kept inside,
 * Escape and a click outside close it, focus returns to the trigger): its own
 * chunk, loaded when a dialog first opens (see modal.tsx).
 */
export default function ModalDialog({
  title,
  isOpen,
  onOpenChange,
  children,
  size = 'md',
  isDismissable = true,
}: ModalProps) {
  const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' }
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/50 p-4 entering:animate-in entering:fade-in"
    >
      <AriaModal
        className={`w-full ${widths[size]} rounded-2xl bg-white shadow-xl dark:bg-gray-800`}
      >
        <Dialog className="p-6 outline-none">
          {({ close }) => (
            <>
              <Heading
                slot="title"
                className="mb-4 text-lg font-semibold text-gray-900 dark:text-white"
              >
                {title}
              </Heading>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
