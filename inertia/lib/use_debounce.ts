import { useEffect, useMemo, useRef } from 'react'

/** A callback that runs `delay` ms after the last call (e.g. search as you type). */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number
) {
  const latest = useRef(callback)
  latest.current = callback
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    []
  )

  return useMemo(() => {
    const debounced = (...args: Args) => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => latest.current(...args), delay)
    }
    debounced.cancel = () => {
      if (timer.current) clearTimeout(timer.current)
    }
    return debounced
  }, [delay])
}
