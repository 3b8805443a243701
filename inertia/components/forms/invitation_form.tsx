import { useForm } from '@inertiajs/react'
import { PersonFields, personValues } from '~/components/forms/person_fields'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'

/**
 * Invite someone to create an account: first name, last name, e-mail and
 * phone, sent to `url` (/users/invite, or an organization's own). Emptied
 * after a successful send; with `onCancel`, a "Cancel" button too (in a modal).
 */
export function InvitationForm({
  url,
  onSent,
  onCancel,
}: {
  url: string
  onSent?: () => void
  onCancel?: () => void
}) {
  const t = useT()
  const form = useForm(personValues())
  return (
    <ServerForm
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={() =>
        form.post(url, {
          preserveScroll: true,
          onSuccess: () => {
            form.reset()
            onSent?.()
          },
        })
      }
    >
      <PersonFields form={form} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" processing={form.processing}>
          {t('invitations.send')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {t('ui.confirm.cancel')}
          </Button>
        )}
      </div>
    </ServerForm>
  )
}
