import { Link, useForm } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { NewPasswordFields } from '~/components/forms/new_password_fields'
import { ServerForm } from '~/components/forms/server_form'
import { PageHeader } from '~/components/ui/page_header'
import { AuthNotice, BackToLogin } from '~/components/auth/auth_notice'
import { urlFor } from '~/client'
import { EmailField } from '~/components/forms/email_field'

export default function Reset({
  token,
  valid,
  done,
}: {
  token: string
  valid: boolean
  done: boolean
}) {
  const t = useT()
  const initialEmail =
    typeof window === 'undefined'
      ? ''
      : (new URLSearchParams(window.location.search).get('email') ?? '')
  const form = useForm({ email: initialEmail, password: '', password_confirmation: '' })

  return (
    <>
      <PageHeader variant="card" title={t('auth.reset_title')} />
      {done ? (
        <AuthNotice tone="success">{t('auth.reset_done')}</AuthNotice>
      ) : !valid ? (
        <div
          role="alert"
          className="space-y-3 rounded-lg bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p>{t('auth.reset_invalid')}</p>
          <Link href={urlFor('password.forgot')} className="font-medium underline">
            {t('auth.reset_request_new')}
          </Link>
        </div>
      ) : (
        <ServerForm
          className="space-y-4"
          onSubmit={() => {
            form.post(urlFor('password.update', { token }), {
              onFinish: () => form.reset('password', 'password_confirmation'),
            })
          }}
        >
          <EmailField form={form} />
          <NewPasswordFields form={form} />
          <Button type="submit" className="w-full" processing={form.processing}>
            {t('auth.reset_button')}
          </Button>
        </ServerForm>
      )}
      <BackToLogin />
    </>
  )
}
