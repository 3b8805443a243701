import type { Data } from '@generated/data'
import { useForm, usePage } from '@inertiajs/react'
import { TextField } from '~/components/ui/text_field'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'
import { NewPasswordFields } from '~/components/forms/new_password_fields'
import { ServerForm } from '~/components/forms/server_form'
import { PageHeader } from '~/components/ui/page_header'
import { urlFor } from '~/client'
import { AuthLink, AuthNotice } from '~/components/auth/auth_notice'

type InvitationDetails = Data.Users.Invitation.Variants['toRegistration']

/** Registration through an invitation link: what the invitation says, and a password. */
export default function Register({
  valid,
  invitation,
}: {
  valid: boolean
  invitation: InvitationDetails | null
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const form = useForm({ password: '', password_confirmation: '' })
  // An account created meanwhile for the address is reported under email.
  const emailError = props.errors.email

  if (!valid || !invitation) {
    return (
      <>
        <PageHeader variant="card" title={t('invitations.register.invalid_title')} />
        <AuthNotice tone="error">{t('invitations.register.invalid')}</AuthNotice>
        <p className="mt-6 flex justify-between text-sm">
          <AuthLink href={urlFor('session.create')}>{t('auth.back_to_login')}</AuthLink>
          <AuthLink href={urlFor('register.request')}>{t('auth.access_request.button')}</AuthLink>
        </p>
      </>
    )
  }

  return (
    <>
      <PageHeader
        variant="card"
        title={t('invitations.register.title')}
        description={t('invitations.register.subtitle', { app: props.appName })}
      />
      <ServerForm
        className="space-y-4"
        onSubmit={() => {
          form.post(window.location.pathname, {
            onFinish: () => form.reset('password', 'password_confirmation'),
          })
        }}
      >
        {invitation.organizationName && (
          <TextField
            name="organization"
            label={t('invitations.register.organization')}
            value={invitation.organizationName}
            isReadOnly
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="first_name"
            label={t('invitations.register.first_name')}
            value={invitation.firstName}
            isReadOnly
          />
          <TextField
            name="last_name"
            label={t('invitations.register.last_name')}
            value={invitation.lastName}
            isReadOnly
          />
        </div>
        <TextField
          name="email"
          type="email"
          label={t('invitations.register.email')}
          autoComplete="username"
          value={invitation.email}
          isReadOnly
          error={emailError}
        />
        <TextField
          name="phone_number"
          type="tel"
          label={t('invitations.register.phone_number')}
          value={invitation.phoneNumber}
          isReadOnly
        />
        <NewPasswordFields
          form={form}
          description={t('invitations.register.password_hint')}
          autoFocus
        />
        <Button type="submit" className="w-full" processing={form.processing}>
          {t('invitations.register.button')}
        </Button>
      </ServerForm>
    </>
  )
}
