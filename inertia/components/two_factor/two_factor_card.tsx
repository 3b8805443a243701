import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { ModalActions } from '~/components/forms/modal_actions'
import { ServerForm } from '~/components/forms/server_form'
import { Button, LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Modal } from '~/components/ui/modal'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { formatDate } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export type TwoFactorState = {
  enabled: boolean
  enabledAt: string | null
  recoveryCodesLeft: number
  mandatory: boolean
}

type Action = 'regenerate' | 'disable'

/** My account's second factor: its state, turn it on, new recovery codes, turn it off. */
export function TwoFactorCard({ state }: { state: TwoFactorState }) {
  const t = useT()
  const [action, setAction] = useState<Action | null>(null)
  return (
    <Card className="space-y-4 lg:col-span-3">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
        {t('two_factor.title')}
      </h2>
      <div className="space-y-1 text-sm text-gray-600 dark:text-gray-300">
        <p>
          {state.enabled
            ? t('two_factor.status_on', { date: formatDate(state.enabledAt) })
            : t('two_factor.status_off')}
        </p>
        {state.mandatory && <p>{t('two_factor.mandatory')}</p>}
        {state.enabled && <p>{t('two_factor.codes_left', { count: state.recoveryCodesLeft })}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {state.enabled ? (
          <>
            <Button variant="secondary" onPress={() => setAction('regenerate')}>
              {t('two_factor.regenerate')}
            </Button>
            {!state.mandatory && (
              <Button variant="danger" onPress={() => setAction('disable')}>
                {t('two_factor.disable')}
              </Button>
            )}
          </>
        ) : (
          <LinkButton href={urlFor('my_account.two_factor')}>{t('two_factor.enable')}</LinkButton>
        )}
      </div>
      <Modal
        title={
          action === 'disable'
            ? t('two_factor.confirm_disable_title')
            : t('two_factor.confirm_regenerate_title')
        }
        isOpen={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        size="sm"
      >
        {(close) => (action ? <ConfirmForm action={action} onCancel={close} /> : null)}
      </Modal>
    </Card>
  )
}

/** The current code, or the password: what turning it off and new recovery codes ask. */
function ConfirmForm({ action, onCancel }: { action: Action; onCancel: () => void }) {
  const t = useT()
  const form = useForm({ code: '', password: '' })
  const send = () => {
    const options = { preserveScroll: true, onFinish: () => form.reset('code', 'password') }
    if (action === 'disable') form.delete(urlFor('my_account.two_factor.destroy'), options)
    else form.post(urlFor('my_account.two_factor.regenerate'), options)
  }
  return (
    <ServerForm className="space-y-4" onSubmit={send}>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('two_factor.confirm_hint')}</p>
      <TextField
        {...bindField(form, 'code')}
        label={t('two_factor.code')}
        autoComplete="one-time-code"
        autoFocus
      />
      <TextField
        {...bindField(form, 'password')}
        type="password"
        label={t('two_factor.password')}
        autoComplete="current-password"
      />
      <ModalActions
        close={onCancel}
        processing={form.processing}
        cancelLabel={t('two_factor.cancel')}
        variant={action === 'disable' ? 'danger' : 'primary'}
        submitLabel={action === 'disable' ? t('two_factor.disable') : t('two_factor.confirm')}
      />
    </ServerForm>
  )
}
