import { lazy, Suspense, useState, type ComponentType } from 'react'
import type { ModalProps } from '~/components/ui/modal_dialog'

export type { ModalProps } from '~/components/ui/modal_dialog'

/**
 * `lazyWhenOpen(() => import('./x'))`: a component with an `isOpen` prop whose chunk loads only
 * when it first opens (nothing renders before). Once loaded it stays mounted, so it closes with
 * its own animation and opens again at once. Every dialog of a page goes through it, so a page's
 * first load carries none of react-aria's overlays nor the forms inside them; list each such
 * module in bench/page_sizes.ts's ON_INTERACTION.
 */
export function lazyWhenOpen<P extends { isOpen: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>
) {
  const Loaded = lazy(load)
  return function WhenOpen(props: P) {
    const [opened, setOpened] = useState(props.isOpen)
    if (props.isOpen && !opened) setOpened(true)
    if (!opened) return null
    return (
      // Until the chunk is there the dialog is not shown yet: no half-drawn frame, then the
      // react-aria modal opens with its focus handling and animation.
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}

/**
 * A modal dialog (focus kept inside, Escape and a click outside close it,
 * focus returns to the trigger). Controlled by `isOpen`; the react-aria part
 * (modal_dialog.tsx) loads when it first opens.
 */
export const Modal = lazyWhenOpen<ModalProps>(() => import('~/components/ui/modal_dialog'))
