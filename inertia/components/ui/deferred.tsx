import { Suspense, type ReactNode } from 'react'
import type { Intent } from '~/lib/use_intent'

/**
 * A light stand-in until the user reaches for it (`intent`, from useIntent),
 * then the lazily loaded widget; the stand-in stays while the widget's chunk
 * loads (no fallback, no flicker).
 */
export function Deferred({
  intent,
  standIn,
  widget,
}: {
  intent: Intent | null
  standIn: ReactNode
  widget: (intent: Intent) => ReactNode
}) {
  return <Suspense fallback={standIn}>{intent ? widget(intent) : standIn}</Suspense>
}
