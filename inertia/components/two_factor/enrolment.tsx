import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { Button, LinkButton } from '~/components/ui/button'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { confirmationRequired, useFreshConfirmation } from '~/lib/use_fresh_confirmation'

export type Enrolment = { secret: string; qr: string; uri: string }

/**
 * Setting up the second factor: the QR code of the otpauth URI, the same secret to type, and the
 * app's first code sent to `url` (the sign-in's mandatory enrolment, or My account).
 * `freshConfirmation`: My account's asks it first (docs/security.md), the typed code kept.
 */
export function EnrolmentForm({
  enrolment,
  url,
  cancelHref,
  freshConfirmation = false,
}: {
  enrolment: Enrolment
  url: string
  cancelHref?: string
  freshConfirmation?: boolean
}) {
  const t = useT()
  const form = useForm({ code: '' })
  const fresh = useFreshConfirmation()
  const send = () =>
    form.post(url, {
      onSuccess: () => form.reset('code'),
      onError: (errors) =>
        confirmationRequired(errors) ? fresh.refused(errors, send) : form.reset('code'),
    })
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('two_factor.enrol_steps')}</p>
      <img
        src={enrolment.qr}
        alt={t('two_factor.qr_alt')}
        width={220}
        height={220}
        className="mx-auto rounded-lg bg-white"
      />
      <div className="text-sm text-gray-600 dark:text-gray-300">
        <p>{t('two_factor.secret_label')}</p>
        <code
          data-testid="two-factor-secret"
          className="mt-1 block rounded-md bg-gray-100 px-3 py-2 font-mono text-base tracking-wider break-all text-gray-900 select-all dark:bg-gray-700 dark:text-white"
        >
          {enrolment.secret}
        </code>
      </div>
      <ServerForm
        className="space-y-4"
        onSubmit={() => (freshConfirmation ? void fresh.run(send) : send())}
      >
        <TextField
          {...bindField(form, 'code')}
          label={t('two_factor.first_code')}
          autoComplete="one-time-code"
          isRequired
          autoFocus
        />
        <div className="flex gap-2">
          <Button type="submit" processing={form.processing}>
            {t('two_factor.activate')}
          </Button>
          {cancelHref && (
            <LinkButton href={cancelHref} variant="secondary">
              {t('two_factor.cancel')}
            </LinkButton>
          )}
        </div>
      </ServerForm>
      {freshConfirmation && fresh.dialog}
    </div>
  )
}
