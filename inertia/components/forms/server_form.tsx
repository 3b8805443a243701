import { useUnsavedChanges } from '~/lib/use_unsaved_changes'

/**
 * A form checked by the server only (`noValidate`: the browser's own bubbles
 * never block a submit; the react-aria widgets inside say
 * `validationBehavior="aria"` themselves): `onSubmit` sends it, usually with
 * Inertia's `form.post(…)`, and the errors come back under each field.
 *
 *   <ServerForm onSubmit={() => form.post('/my-account/details')}>…</ServerForm>
 *
 * With `isDirty` (useForm's), leaving the page while it holds unsaved changes asks first.
 */
export function ServerForm({
  onSubmit,
  className,
  children,
  isDirty = false,
}: {
  onSubmit: () => void
  className?: string
  children: React.ReactNode
  isDirty?: boolean
}) {
  useUnsavedChanges(isDirty)
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
