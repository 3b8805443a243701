import { useState } from 'react'
import { Button } from '~/components/ui/button'

/**
 * A form that a success message replaces (spec §4): `done` is what the server
 * flashed (null before), shown with `message` until the user asks for the
 * form again with the `again` button.
 */
export function ReplacedBySuccess<Done>({
  done,
  message,
  again,
  actions,
  children,
}: {
  done: Done | null
  message: (done: Done) => React.ReactNode
  again: string
  actions?: (done: Done) => React.ReactNode
  children: React.ReactNode
}) {
  const [dismissed, setDismissed] = useState<Done | null>(null)
  if (done === null || dismissed === done) return <>{children}</>
  return (
    <div className="space-y-4">
      <p
        role="status"
        className="rounded-lg bg-green-50 p-4 text-sm text-green-800 dark:bg-green-950 dark:text-green-200"
      >
        {message(done)}
      </p>
      <div className="flex flex-wrap gap-2">
        {actions?.(done)}
        <Button variant="secondary" onPress={() => setDismissed(done)}>
          {again}
        </Button>
      </div>
    </div>
  )
}
