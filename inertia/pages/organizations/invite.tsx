import { useForm } from '@inertiajs/react'
import { PersonFields, personValues } from '~/components/forms/person_fields'
import { OrganizationsSubpage } from '~/components/organizations/subpage'
import { ReplacedBySuccess } from '~/components/organizations/success_panel'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { useFreshConfirmation } from '~/lib/use_fresh_confirmation'
import { ServerForm } from '~/components/forms/server_form'
import { urlFor } from '~/client'

/**
 * /organizations/invite: creates an organization and e-mails its first
 * administrator an invitation; then "Invitația a fost trimisă către {email}".
 */
export default function OrganizationsInvite({ sentTo }: { sentTo: string | null }) {
  const t = useT()
  const form = useForm({ organization_name: '', ...personValues() })
  // An invitation gives a role: the password or code first when the confirmation is not fresh.
  const fresh = useFreshConfirmation()
  const send = () =>
    form.post(urlFor('organizations.invite.store'), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
      onError: (errors) => fresh.refused(errors, send),
    })

  return (
    <OrganizationsSubpage title={t('organizations.invitation.title')}>
      <ReplacedBySuccess
        done={sentTo}
        message={(email) => t('organizations.invitation.sent', { email })}
        again={t('organizations.invitation.another')}
      >
        <p className="text-sm text-gray-500 dark:text-gray-400">
          {t('organizations.invitation.intro')}
        </p>
        <ServerForm className="grid gap-4 sm:grid-cols-2" onSubmit={() => void fresh.run(send)}>
          <TextField
            {...bindField(form, 'organization_name')}
            label={t('organizations.invitation.organization_name')}
            autoComplete="off"
            isRequired
            className="sm:col-span-2"
          />
          <PersonFields form={form} />
          <div className="sm:col-span-2">
            <Button type="submit" processing={form.processing}>
              {t('organizations.invitation.send')}
            </Button>
          </div>
        </ServerForm>
        {fresh.dialog}
      </ReplacedBySuccess>
    </OrganizationsSubpage>
  )
}
