import { useCallback, useRef, useState } from 'react'
import { FreshConfirmationDialog } from '~/components/confirmation/fresh_confirmation_dialog'

/** The errors an Inertia request gets back when the server asks a fresh confirmation first. */
export const confirmationRequired = (errors: Record<string, string | undefined>) =>
  !!errors.confirmation

async function confirmationState() {
  const response = await fetch('/confirmation', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  if (!response.ok) return { fresh: false, twoFactor: false }
  return (await response.json()) as { fresh: boolean; twoFactor: boolean }
}

/**
 * The one helper of every action that asks a fresh confirmation (docs/security.md, "Fresh
 * confirmation"): `run(action)` does the action at once when the session's confirmation is
 * fresh, else opens the dialog (password, or the code with two-factor sign-in) and does it once
 * confirmed; what the form holds is untouched, so the same request goes again. An action whose
 * request is refused all the same (the window ran out meanwhile) passes its errors to
 * `refused(errors)`, which asks and sends it again. Render `dialog` once in the component.
 *
 *   const fresh = useFreshConfirmation()
 *   const send = () => form.post(url, { onError: (errors) => fresh.refused(errors, send) })
 *   <ServerForm onSubmit={() => fresh.run(send)}>…</ServerForm>{fresh.dialog}
 *
 * A download: `fresh.run(() => window.location.assign(url))`.
 */
export function useFreshConfirmation() {
  const [asking, setAsking] = useState<{ twoFactor: boolean } | null>(null)
  const action = useRef<(() => void) | null>(null)

  const ask = useCallback(async (next: () => void, twoFactor?: boolean) => {
    action.current = next
    setAsking({ twoFactor: twoFactor ?? (await confirmationState()).twoFactor })
  }, [])

  const run = useCallback(
    async (next: () => void) => {
      const state = await confirmationState()
      if (state.fresh) return next()
      return ask(next, state.twoFactor)
    },
    [ask]
  )

  const refused = useCallback(
    (errors: Record<string, string | undefined>, next: () => void) => {
      if (confirmationRequired(errors)) void ask(next)
    },
    [ask]
  )

  const dialog = (
    <FreshConfirmationDialog
      isOpen={asking !== null}
      twoFactor={asking?.twoFactor ?? false}
      onOpenChange={(open) => {
        if (!open) setAsking(null)
      }}
      onConfirmed={() => {
        setAsking(null)
        const next = action.current
        action.current = null
        next?.()
      }}
    />
  )

  return { run, ask, refused, dialog }
}
