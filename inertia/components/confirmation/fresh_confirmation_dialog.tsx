import { useState } from 'react'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { TextField } from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'

function xsrfToken() {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : ''
}

/** POST /confirmation: null when confirmed, else the errors by field. */
export async function postConfirmation(body: { password?: string; code?: string }) {
  const response = await fetch('/confirmation', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json',
      'x-xsrf-token': xsrfToken(),
    },
    body: JSON.stringify(body),
  })
  if (response.ok) return null
  const errors: Record<string, string> = {}
  try {
    const json = (await response.json()) as { errors?: { field?: string; message: string }[] }
    for (const error of json.errors ?? []) errors[error.field ?? 'form'] ??= error.message
  } catch {
    // not JSON: the generic message below
  }
  return Object.keys(errors).length ? errors : { form: '' }
}

/**
 * The fresh confirmation's dialog (docs/security.md, "Fresh confirmation"): the password, or the
 * code from the authenticator app when the user has two-factor sign-in (the password stays
 * possible). Confirmed: `onConfirmed`, and the action goes on.
 */
export function FreshConfirmationDialog({
  isOpen,
  twoFactor,
  onOpenChange,
  onConfirmed,
}: {
  isOpen: boolean
  twoFactor: boolean
  onOpenChange: (open: boolean) => void
  onConfirmed: () => void
}) {
  const t = useT()
  return (
    <Modal
      title={t('confirmation.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
    >
      {(close) => (
        <ConfirmationForm twoFactor={twoFactor} close={close} onConfirmed={onConfirmed} />
      )}
    </Modal>
  )
}

function ConfirmationForm({
  twoFactor,
  close,
  onConfirmed,
}: {
  twoFactor: boolean
  close: () => void
  onConfirmed: () => void
}) {
  const t = useT()
  const [useCode, setUseCode] = useState(twoFactor)
  const [value, setValue] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [processing, setProcessing] = useState(false)
  const field = useCode ? 'code' : 'password'
  const error =
    errors[field] ?? (errors.form !== undefined ? errors.form || t('confirmation.failed') : undefined)
  return (
    <ServerForm
      className="grid gap-4"
      onSubmit={async () => {
        setProcessing(true)
        const failed = await postConfirmation({ [field]: value }).catch(() => ({ form: '' }))
        setProcessing(false)
        if (failed) {
          setErrors(failed)
          return
        }
        close()
        onConfirmed()
      }}
    >
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {useCode ? t('confirmation.hint_code') : t('confirmation.hint_password')}
      </p>
      <TextField
        key={field}
        name={field}
        label={useCode ? t('confirmation.code') : t('confirmation.password')}
        type={useCode ? 'text' : 'password'}
        autoComplete={useCode ? 'one-time-code' : 'current-password'}
        value={value}
        onChange={setValue}
        error={error}
        isRequired
        autoFocus
      />
      {twoFactor && (
        <div>
          <Button
            variant="secondary"
            onPress={() => {
              setUseCode(!useCode)
              setValue('')
              setErrors({})
            }}
          >
            {useCode ? t('confirmation.use_password') : t('confirmation.use_code')}
          </Button>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={close}>
          {t('confirmation.cancel')}
        </Button>
        <Button type="submit" processing={processing}>
          {t('confirmation.confirm')}
        </Button>
      </div>
    </ServerForm>
  )
}
