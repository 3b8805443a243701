import { useForm } from '@inertiajs/react'
import { TextField } from '~/components/ui/text_field'
import { Checkbox } from '~/components/ui/checkbox'
import { Button, buttonClasses } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { bindField } from '~/lib/form_errors'
import { ServerForm } from '~/components/forms/server_form'
import { PageHeader } from '~/components/ui/page_header'
import { urlFor } from '~/client'
import { AuthLink, AuthNotice } from '~/components/auth/auth_notice'
import { EmailField } from '~/components/forms/email_field'

type LoginProps = {
  /** Sign in with Google is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  google: boolean
  /** Why the last Google sign-in was refused. */
  googleError: string | null
}

export default function Login({ google, googleError }: LoginProps) {
  const t = useT()
  const form = useForm({ email: '', password: '', remember: false })

  return (
    <>
      <PageHeader
        variant="card"
        title={t('auth.login_title')}
        description={t('auth.login_subtitle')}
      />
      {googleError && (
        <AuthNotice tone="error" className="mb-4">
          {googleError}
        </AuthNotice>
      )}
      <ServerForm
        className="space-y-4"
        onSubmit={() => {
          form.post(urlFor('session.store'), { onFinish: () => form.reset('password') })
        }}
      >
        <EmailField form={form} autoFocus />
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
          <AuthLink href={urlFor('password.forgot')} className="text-sm">
            {t('auth.forgot_link')}
          </AuthLink>
        </div>
        <Button type="submit" className="w-full" processing={form.processing}>
          {t('auth.login_button')}
        </Button>
      </ServerForm>
      {google && (
        <>
          <div className="my-4 flex items-center gap-3 text-xs text-gray-500 uppercase dark:text-gray-400">
            <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
            {t('auth.or')}
            <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
          </div>
          {/* A full page load: the browser leaves for Google and comes back to the callback. */}
          <a href={urlFor('google.redirect')} className={buttonClasses('secondary', 'w-full')}>
            <GoogleMark />
            {t('auth.google.button')}
          </a>
        </>
      )}
      <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-300">
        {t('auth.no_account')}{' '}
        <AuthLink href={urlFor('register.request')}>{t('auth.register_link')}</AuthLink>
      </p>
    </>
  )
}

/** Google's "G" (decorative: the button's text names it). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-4" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6A14.6 14.6 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.2-13.4-9.9l-8 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  )
}
