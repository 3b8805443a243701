import { useForm } from '@inertiajs/react'
import { AuthLink, AuthNotice } from '~/components/auth/auth_notice'
import { TextField } from '~/components/ui/text_field'
import { TextArea } from '~/components/ui/text_area'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { bindField } from '~/lib/form_errors'
import { ServerForm } from '~/components/forms/server_form'
import { PageHeader } from '~/components/ui/page_header'
import { urlFor } from '~/client'

/**
 * /auth/register without an invitation link: accounts are created by
 * invitation, so the page says so and lets the person ask for access.
 */
export default function RequestAccess({ sent }: { sent: boolean }) {
  const t = useT()
  const form = useForm({ name: '', email: '', organization: '', message: '' })

  return (
    <>
      <PageHeader variant="card" title={t('auth.access_request.title')} />
      {sent ? (
        <AuthNotice tone="success" className="mt-4">
          {t('auth.access_request.sent')}
        </AuthNotice>
      ) : (
        <>
          <p className="mb-6 text-sm text-gray-500 dark:text-gray-400">
            {t('auth.access_request.by_invitation')}
          </p>
          <ServerForm
            className="space-y-4"
            onSubmit={() => {
              form.post(urlFor('register.request.store'))
            }}
          >
            <TextField
              {...bindField(form, 'name')}
              label={t('auth.access_request.name')}
              autoComplete="name"
              isRequired
              autoFocus
            />
            <TextField
              {...bindField(form, 'email')}
              type="email"
              label={t('auth.access_request.email')}
              autoComplete="email"
              isRequired
            />
            <TextField
              {...bindField(form, 'organization')}
              label={t('auth.access_request.organization')}
              autoComplete="organization"
              isRequired
            />
            <TextArea
              {...bindField(form, 'message')}
              label={t('auth.access_request.message')}
              maxLength={1000}
              rows={4}
            />
            <Button type="submit" className="w-full" processing={form.processing}>
              {t('auth.access_request.button')}
            </Button>
          </ServerForm>
        </>
      )}
      <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-300">
        {t('auth.access_request.have_account')}{' '}
        <AuthLink href={urlFor('session.create')}>{t('auth.login_button')}</AuthLink>
      </p>
    </>
  )
}
