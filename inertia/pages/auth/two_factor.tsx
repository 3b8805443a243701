import { useForm } from '@inertiajs/react'
import { BackToLogin } from '~/components/auth/auth_notice'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page_header'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** /login/two-factor: the sign-in's second step, a code from the app or a recovery code. */
export default function TwoFactorChallenge() {
  const t = useT()
  const form = useForm({ code: '' })
  return (
    <>
      <PageHeader
        variant="card"
        title={t('two_factor.title')}
        description={t('two_factor.challenge_subtitle')}
      />
      <ServerForm
        className="space-y-4"
        onSubmit={() => {
          form.post(urlFor('two_factor.challenge.store'), { onFinish: () => form.reset('code') })
        }}
      >
        <TextField
          {...bindField(form, 'code')}
          label={t('two_factor.code')}
          description={t('two_factor.code_hint')}
          autoComplete="one-time-code"
          isRequired
          autoFocus
        />
        <Button type="submit" className="w-full" processing={form.processing}>
          {t('two_factor.verify')}
        </Button>
      </ServerForm>
      <BackToLogin />
    </>
  )
}
