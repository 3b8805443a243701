import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { useFreshConfirmation } from '~/lib/use_fresh_confirmation'

type Send = (
  url: string,
  options?: {
    preserveScroll?: boolean
    onSuccess?: () => void
    onError?: (errors: Record<string, string | undefined>) => void
  }
) => void

/** What FormCard needs of an Inertia useForm() result. */
export interface SendingForm {
  processing: boolean
  /** Unsaved changes: leaving the page asks first. */
  isDirty?: boolean
  post: Send
  patch?: Send
}

/**
 * One form in a card: an optional title, its fields, and a save button that
 * spins while the form is sent (POST, or PATCH for an update). Validation is
 * the server's; errors come back under the fields. `freshConfirmation`: the route asks a fresh
 * confirmation (docs/security.md): the dialog first when needed, then the same values are sent.
 */
export function FormCard({
  form,
  url,
  method = 'post',
  title,
  submitLabel,
  children,
  className = 'grid gap-4 sm:grid-cols-2',
  cardClassName = 'max-w-4xl space-y-4',
  onSuccess,
  freshConfirmation = false,
}: {
  form: SendingForm
  url: string
  method?: 'post' | 'patch'
  title?: string
  submitLabel?: string
  children: React.ReactNode
  className?: string
  cardClassName?: string
  onSuccess?: () => void
  freshConfirmation?: boolean
}) {
  const t = useT()
  const fresh = useFreshConfirmation()
  const send = (method === 'patch' ? form.patch : form.post) ?? form.post
  const go = () =>
    send(url, {
      preserveScroll: true,
      onSuccess,
      ...(freshConfirmation ? { onError: (errors) => fresh.refused(errors, go) } : {}),
    })
  return (
    <Card className={cardClassName}>
      {title && <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h2>}
      <ServerForm
        className={className}
        isDirty={form.isDirty}
        onSubmit={() => (freshConfirmation ? void fresh.run(go) : go())}
      >
        {children}
        <div className="sm:col-span-2">
          <Button type="submit" processing={form.processing}>
            {submitLabel ?? t('ui.save')}
          </Button>
        </div>
      </ServerForm>
      {freshConfirmation && fresh.dialog}
    </Card>
  )
}
