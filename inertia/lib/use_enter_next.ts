import { useEffect, useRef, type KeyboardEvent } from 'react'

/**
 * Enter in one entry of a list (a quiz's answers, a quest's options) goes to the next entry,
 * adding one after the last, instead of submitting the whole form. The returned function
 * makes the keydown handler of an entry's row: `name` is the entry's input, `nextName` the
 * next entry's, `add` adds that entry (null when the list is full).
 */
export function useEnterNext() {
  const toFocus = useRef<string | null>(null)
  // The added entry's input exists only after the render that follows `add`.
  useEffect(() => {
    if (toFocus.current === null) return
    const input = document.getElementsByName(toFocus.current)[0]
    if (!input) return
    toFocus.current = null
    input.focus()
  })
  return (name: string, nextName: string, add: (() => void) | null) =>
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
      if (!(target instanceof HTMLInputElement) || target.name !== name) return
      event.preventDefault()
      const next = document.getElementsByName(nextName)[0]
      if (next) next.focus()
      else if (add) {
        toFocus.current = nextName
        add()
      }
    }
}
