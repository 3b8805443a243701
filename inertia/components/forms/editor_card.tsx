import { ServerForm } from '~/components/forms/server_form'
import { Button, LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'

/**
 * A record's editor form in a card: its fields (in two columns from a small screen up, or one),
 * then "Salvează", which spins while the form is sent, and a link back to the list. Leaving
 * with unsaved changes asks first.
 */
export function EditorCard({
  form,
  onSubmit,
  backHref,
  backLabel,
  columns = 2,
  className = '',
  children,
}: {
  form: { isDirty: boolean; processing: boolean }
  onSubmit: () => void
  backHref: string
  backLabel: string
  columns?: 1 | 2
  /** The card's own classes (its width). */
  className?: string
  children: React.ReactNode
}) {
  const t = useT()
  return (
    <Card className={className}>
      <ServerForm
        isDirty={form.isDirty}
        className={columns === 2 ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-6'}
        onSubmit={onSubmit}
      >
        {children}
        <div className={columns === 2 ? 'flex gap-2 sm:col-span-2' : 'flex gap-2'}>
          <Button type="submit" processing={form.processing}>
            {t('ui.save')}
          </Button>
          <LinkButton href={backHref} variant="secondary">
            {backLabel}
          </LinkButton>
        </div>
      </ServerForm>
    </Card>
  )
}
