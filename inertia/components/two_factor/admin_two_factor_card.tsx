import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { formatDate } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { useFreshConfirmation } from '~/lib/use_fresh_confirmation'
import { urlFor } from '~/client'

/** A user's second factor on their edit page: on or off, and a super-admin's reset. */
export function AdminTwoFactorCard({
  uid,
  state,
}: {
  uid: string
  state: { enabled: boolean; enabledAt: string | null; canReset: boolean }
}) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const [processing, setProcessing] = useState(false)
  // The reset asks a fresh confirmation (docs/security.md): the password or code first if needed.
  const fresh = useFreshConfirmation()
  const reset = () =>
    router.delete(urlFor('admin.users.two_factor.destroy', { uid }), {
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onError: (errors) => fresh.refused(errors, reset),
      onFinish: () => {
        setProcessing(false)
        setConfirming(false)
      },
    })
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
        {t('two_factor.title')}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {state.enabled
          ? t('two_factor.admin_on', { date: formatDate(state.enabledAt) })
          : t('two_factor.admin_off')}
      </p>
      {state.canReset && (
        <Button variant="danger" onPress={() => setConfirming(true)}>
          {t('two_factor.reset')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('two_factor.reset')}
        message={t('two_factor.reset_confirm')}
        confirmLabel={t('two_factor.reset')}
        processing={processing}
        onConfirm={() => void fresh.run(reset)}
      />
      {fresh.dialog}
    </Card>
  )
}
