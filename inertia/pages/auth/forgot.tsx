import { Link, useForm } from '@inertiajs/react'
import { TextField } from '~/components/ui/text_field'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { bindField } from '~/lib/form_errors'
import { ServerForm } from '~/components/forms/server_form'
import { PageHeader } from '~/components/ui/page_header'
import { urlFor } from '~/client'

export default function Forgot({ sent }: { sent: boolean }) {
  const t = useT()
  const form = useForm({ email: '' })

  return (
    <>
      <PageHeader variant="card" title={t('auth.forgot_title')} className="" />
      {sent ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-green-50 p-4 text-sm text-green-800 dark:bg-green-950 dark:text-green-200"
        >
          {t('auth.forgot_sent')}
        </p>
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
            <TextField
              {...bindField(form, 'email')}
              type="email"
              label={t('auth.email')}
              autoComplete="email"
              isRequired
              autoFocus
            />
            <Button type="submit" className="w-full" processing={form.processing}>
              {t('auth.forgot_button')}
            </Button>
          </ServerForm>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          href={urlFor('session.create')}
          className="text-brand-600 hover:underline dark:text-brand-500"
        >
          {t('auth.back_to_login')}
        </Link>
      </p>
    </>
  )
}
