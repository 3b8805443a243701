import { Link, useForm } from '@inertiajs/react'
import { TextField } from '~/components/ui/text_field'
import { Checkbox } from '~/components/ui/checkbox'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { bindField } from '~/lib/form_errors'
import { ServerForm } from '~/components/forms/server_form'
import { PageHeader } from '~/components/ui/page_header'
import { urlFor } from '~/client'

export default function Login() {
  const t = useT()
  const form = useForm({ email: '', password: '', remember: false })

  return (
    <>
      <PageHeader
        variant="card"
        title={t('auth.login_title')}
        description={t('auth.login_subtitle')}
      />
      <ServerForm
        className="space-y-4"
        onSubmit={() => {
          form.post(urlFor('session.store'), { onFinish: () => form.reset('password') })
        }}
      >
        <TextField
          {...bindField(form, 'email')}
          type="email"
          label={t('auth.email')}
          autoComplete="username"
          isRequired
          autoFocus
        />
        <TextField
          {...bindField(form, 'password')}
          type="password"
          label={t('auth.password')}
          autoComplete="current-password"
          isRequired
        />
        <div className="flex items-center justify-between">
          <Checkbox
            name="remember"
            isSelected={form.data.remember}
            onChange={(value) => form.setData('remember', value)}
          >
            {t('auth.remember')}
          </Checkbox>
          <Link
            href={urlFor('password.forgot')}
            className="text-sm text-brand-600 hover:underline dark:text-brand-500"
          >
            {t('auth.forgot_link')}
          </Link>
        </div>
        <Button type="submit" className="w-full" processing={form.processing}>
          {t('auth.login_button')}
        </Button>
      </ServerForm>
    </>
  )
}
