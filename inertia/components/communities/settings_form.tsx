import { Form } from 'react-aria-components'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'

/** What SettingsForm needs of an Inertia useForm() result. */
export interface PostingForm {
  processing: boolean
  post: (url: string, options?: { preserveScroll?: boolean; onSuccess?: () => void }) => void
}

/**
 * One form of a settings screen, in a card: its fields, and a save button
 * that shows a spinner while the form is sent. Validation is the server's;
 * errors come back under the fields (and as toasts, from the page).
 */
export function SettingsForm({
  form,
  url,
  title,
  children,
  className = 'grid gap-4 sm:grid-cols-2',
  onSuccess,
}: {
  form: PostingForm
  url: string
  title?: string
  children: React.ReactNode
  className?: string
  onSuccess?: () => void
}) {
  const t = useT()
  return (
    <Card className="max-w-4xl space-y-4">
      {title && <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h2>}
      <Form
        validationBehavior="aria"
        className={className}
        onSubmit={(event) => {
          event.preventDefault()
          form.post(url, { preserveScroll: true, onSuccess })
        }}
      >
        {children}
        <div className="sm:col-span-2">
          <Button type="submit" processing={form.processing}>
            {t('community_settings.save')}
          </Button>
        </div>
      </Form>
    </Card>
  )
}
