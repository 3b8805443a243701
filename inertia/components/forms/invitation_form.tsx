import { useForm } from '@inertiajs/react'
import { PersonFields, personValues } from '~/components/forms/person_fields'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { useFreshConfirmation } from '~/lib/use_fresh_confirmation'

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
  // An invitation gives a role: the password or code first when the confirmation is not fresh.
  const fresh = useFreshConfirmation()
  const send = () =>
    form.post(url, {
      preserveScroll: true,
      onSuccess: () => {
        form.reset()
        onSent?.()
      },
      onError: (errors) => fresh.refused(errors, send),
    })
  return (
    <>
      <ServerForm className="grid gap-4 sm:grid-cols-2" onSubmit={() => void fresh.run(send)}>
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
      {fresh.dialog}
    </>
  )
}
