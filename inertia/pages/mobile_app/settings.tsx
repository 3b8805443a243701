import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { PageHeader } from '~/components/ui/page_header'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { errorClasses } from '~/components/ui/field'
import { Switch } from '~/components/ui/switch'
import { AppleSignInNotice } from '~/components/mobile_app/apple_sign_in_notice'
import { errorAt } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

const AUTH_MODULES = ['google', 'facebook', 'apple', 'email'] as const
type AuthModules = Record<(typeof AUTH_MODULES)[number], boolean>

/** /mobile-app/settings: which sign-in methods the companion mobile app offers. */
export default function MobileAppSettings({ authModules }: { authModules: AuthModules }) {
  const t = useT()
  const form = useForm({ auth_modules: authModules })

  return (
    <>
      <PageHeader
        title={t('mobile_app.settings.title')}
        breadcrumbs={[{ label: t('mobile_app.title') }, { label: t('mobile_app.settings.title') }]}
      />
      <Card className="max-w-2xl space-y-4">
        <div>
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('mobile_app.settings.auth_title')}
          </h2>
          <p className="text-sm text-gray-500 dark:text-gray-400">
            {t('mobile_app.settings.auth_intro')}
          </p>
        </div>
        <ServerForm
          isDirty={form.isDirty}
          className="space-y-4"
          onSubmit={() =>
            form.post(urlFor('mobile_app.auth_modules.update'), { preserveScroll: true })
          }
        >
          {AUTH_MODULES.map((name) => {
            const error = errorAt(form.errors, `auth_modules.${name}`)
            return (
              <div key={name}>
                <Switch
                  name={`auth_modules.${name}`}
                  label={t(`mobile_app.settings.${name}`)}
                  isSelected={form.data.auth_modules[name]}
                  onChange={(selected) =>
                    form.setData('auth_modules', { ...form.data.auth_modules, [name]: selected })
                  }
                />
                {error && (
                  <p role="alert" className={`mt-1 ${errorClasses}`}>
                    {error}
                  </p>
                )}
              </div>
            )
          })}
          <AppleSignInNotice
            modules={form.data.auth_modules}
            onTurnOnApple={() =>
              form.setData('auth_modules', { ...form.data.auth_modules, apple: true })
            }
          />
          <Button type="submit" processing={form.processing}>
            {t('mobile_app.settings.submit')}
          </Button>
        </ServerForm>
      </Card>
    </>
  )
}
