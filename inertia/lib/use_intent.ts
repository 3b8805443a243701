import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react'

export type Intent = {
  /** The stand-in was pressed: the widget opens as soon as it is there. */
  open: boolean
  /** The stand-in has focus: the widget takes it over. */
  focus: boolean
}

/**
 * For a widget whose chunk loads only when the user reaches for it: a light
 * stand-in spreads `handlers`; the first pointer over it, focus or press sets
 * `intent` (a press: from pointer down), and the page renders the lazy widget instead. The update is a
 * transition, so the stand-in stays (no fallback, no flicker) until the chunk
 * is there.
 */
export function useIntent() {
  const [intent, setIntent] = useState<Intent | null>(null)
  const set = (next: Partial<Intent>) =>
    setIntent((current) => ({ open: false, focus: false, ...current, ...next }))
  const update = (next: Partial<Intent>) => startTransition(() => set(next))
  return {
    intent,
    handlers: {
      onPointerEnter: () => update({}),
      onFocus: () => update({ focus: true }),
      // Not a transition: focus that left before the chunk came is not taken back by it.
      onBlur: () => set({ focus: false }),
      // A press counts from its start: the chunk may arrive between pointer down and click,
      // when the stand-in the click was aimed at is gone.
      onPointerDown: () => update({ open: true, focus: true }),
      onClick: () => update({ open: true, focus: true }),
    },
  }
}

/**
 * The open state of a popup widget (menu, select, calendar) that took over
 * from a stand-in: open at once when the stand-in was pressed (`requested`,
 * from `intent.open`), and also when that press arrives just after the widget
 * mounted (its chunk came with the hover before the press, and the press
 * began on the stand-in): react-aria's `defaultOpen` is read only at mount.
 */
export function useOpenRequest(requested: boolean) {
  const [isOpen, setOpen] = useState(requested)
  useEffect(() => {
    if (requested) setOpen(true)
  }, [requested])
  return [isOpen, setOpen] as const
}

/**
 * Focus `target` when `requested` (from `intent.focus`): at mount, in the same commit that
 * removed the focused stand-in (a layout effect, before the browser handles another event:
 * text typed in that moment goes to the widget, not to the page), and when a press or focus
 * that began on the stand-in arrives just after the widget replaced it (see useOpenRequest).
 */
export function useFocusRequest(requested: boolean, target: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    if (requested && target.current && document.activeElement !== target.current) {
      target.current.focus()
    }
  }, [requested, target])
}

/**
 * For a widget taking over from a stand-in with the text typed in it: the
 * `onFocus` of its input, which puts the caret after that text on the first focus.
 */
export function useCaretToEndOnce(enabled: boolean) {
  const pending = useRef(enabled)
  return (event: React.FocusEvent<HTMLInputElement>) => {
    if (!pending.current) return
    pending.current = false
    const end = event.currentTarget.value.length
    event.currentTarget.setSelectionRange(end, end)
  }
}
