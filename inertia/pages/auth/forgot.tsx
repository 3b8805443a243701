import { useForm } from '@inertiajs/react'
import { AuthNotice, BackToLogin } from '~/components/auth/auth_notice'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { ServerForm } from '~/components/forms/server_form'
import { PageHeader } from '~/components/ui/page_header'
import { urlFor } from '~/client'
import { EmailField } from '~/components/forms/email_field'

export default function Forgot({ sent }: { sent: boolean }) {
  const t = useT()
  const form = useForm({ email: '' })

  return (
    <>
      <PageHeader variant="card" title={t('auth.forgot_title')} className="" />
      {sent ? (
        <AuthNotice tone="success" className="mt-4">
          {t('auth.forgot_sent')}
        </AuthNotice>
      ) : (
        <>
          <p className="mb-6 text-sm text-gray-500 dark:text-gray-400">
            {t('auth.forgot_subtitle')}
          </p>
          <ServerForm
            className="space-y-4"
            onSubmit={() => {
              form.post(urlFor('password.email'))
            }}
          >
            <EmailField form={form} autoComplete="email" autoFocus />
            <Button type="submit" className="w-full" processing={form.processing}>
              {t('auth.forgot_button')}
            </Button>
          </ServerForm>
        </>
      )}
      <BackToLogin />
    </>
  )
}
