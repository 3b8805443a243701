import { Form } from 'react-aria-components'

/**
 * A form checked by the server only (`validationBehavior="aria"`: the
 * browser's own bubbles never block a submit): `onSubmit` sends it, usually
 * with Inertia's `form.post(…)`, and the errors come back under each field.
 *
 *   <ServerForm onSubmit={() => form.post('/my-account/details')}>…</ServerForm>
 */
export function ServerForm({
  onSubmit,
  className,
  children,
}: {
  onSubmit: () => void
  className?: string
  children: React.ReactNode
}) {
  return (
    <Form
      validationBehavior="aria"
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </Form>
  )
}
